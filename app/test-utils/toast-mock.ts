/**
 * Stands in for ~/lib/toast in component tests:
 *   vi.mock("~/lib/toast", () => import("~/test-utils/toast-mock"));
 * then `showToast` imported from ~/lib/toast is this mock; its calls are cleared before each test
 * (`clearMocks` in vitest.config.ts).
 */
import { vi } from "vitest";

export const showToast = vi.fn();
export const ensureToaster = () => {};
