import { Pause, Play } from 'lucide-react';

type DotsProps = {
  label: string;
  names: readonly string[];
  current: number;
  onSelect(index: number): void;
  /** Until the slider is live its dots do nothing: the page carries only their places, so nothing shifts. */
  live: boolean;
};

/** One dot per item; the current one is wider and marked aria-current. */
export function SliderDots({ label, names, current, onSelect, live }: DotsProps) {
  return (
    <ul className="flex flex-wrap justify-center" aria-label={label}>
      {names.map((name, i) => (
        <li key={name} className="flex">
          {live ? (
            <button
              type="button"
              aria-label={name}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => onSelect(i)}
              className="group inline-flex size-7 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all forced-colors:forced-color-adjust-none ${i === current ? 'w-6 bg-brand-800 forced-colors:bg-[Highlight]' : 'w-2.5 bg-brand-500 group-hover:bg-brand-700 forced-colors:bg-[CanvasText]'}`}
              />
            </button>
          ) : (
            <span className="size-7" />
          )}
        </li>
      ))}
    </ul>
  );
}

type PauseProps = {
  paused: boolean;
  onToggle(): void;
  /** Kept in the layout but hidden, so nothing shifts. */ hidden: boolean;
  /** The button's label while it moves and while it is paused. */
  labels: { pause: string; play: string };
};

export function PauseButton({ paused, onToggle, hidden, labels }: PauseProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className={`inline-flex min-h-10 items-center gap-2 rounded-full border-2 border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-white ${hidden ? 'invisible' : ''}`}
    >
      {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
      {paused ? labels.play : labels.pause}
    </button>
  );
}
