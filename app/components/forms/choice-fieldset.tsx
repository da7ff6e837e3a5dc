interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
}

interface ChoiceFieldsetProps<Value extends string> {
  /** The question: the fieldset's legend and the step's heading. */
  legend: string;
  /** The heading takes focus when its step appears (see useStepFocus). */
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** The radio group's name, unique in the page. */
  name: string;
  options: readonly ChoiceOption<Value>[];
  value: string;
  onChange: (value: Value) => void;
  /** Shown under the options, e.g. the text box an "other" answer reveals. */
  children?: React.ReactNode;
}

/** One question answered by choosing one option: a fieldset whose legend is the question. */
export function ChoiceFieldset<Value extends string>({
  legend,
  headingRef,
  name,
  options,
  value,
  onChange,
  children,
}: ChoiceFieldsetProps<Value>) {
  return (
    <fieldset>
      <legend className="mb-4">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-navy-900 focus:outline-none"
        >
          {legend}
        </h3>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-line bg-white px-3 py-2 text-ink hover:border-ocean-600 has-checked:border-ocean-700 has-checked:bg-ocean-50 has-checked:font-semibold"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-6 shrink-0 accent-ocean-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
