import type { Decorator } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';

/** What a controlled field is driven by: its value, or whether a check box or a switch is on. */
type ControlledProp = 'value' | 'checked';

type Controllable<Prop extends ControlledProp> = { [Key in Prop]: unknown } & { onChange: (next: never) => void };

function Controlled<Prop extends ControlledProp, Props extends Controllable<Prop>>({
  component: Component,
  args,
  prop,
}: {
  component: ComponentType<Props>;
  args: Props;
  prop: Prop;
}) {
  const [current, setCurrent] = useState(args[prop]);
  const onChange = (next: never) => {
    setCurrent(next);
    args.onChange(next);
  };
  return <Component {...args} {...{ [prop]: current }} onChange={onChange} />;
}

/**
 * The `render` of a story for a controlled field: it keeps what the field hands out, as a form would, so what is
 * typed or picked stays on screen while `args.onChange` still records every call for the play test.
 */
export const renderControlled =
  <Props extends Controllable<Prop>, Prop extends ControlledProp = 'value'>(
    component: ComponentType<Props>,
    prop = 'value' as Prop,
  ) =>
  (args: Props) => <Controlled component={component} args={args} prop={prop} />;

/** The list of a Combobox or MultiSelect opens over what follows it, so its story keeps room below for it. */
export const roomForListbox: Decorator = (Story) => (
  <div style={{ minHeight: 360 }}>
    <Story />
  </div>
);
