/**
 * antd's checkbox group as a form field: a group (role="group") so the name it is given is one
 * assistive technology reads; Form.Item's aria-required is left off, which no group may carry
 * (the label's mark says the field is required, and the message says what is missing).
 */
import { Checkbox, type GetProps } from 'antd';

type Props = GetProps<typeof Checkbox.Group> & { readonly 'aria-required'?: unknown };

export function CheckboxGroup({ 'aria-required': _required, ...props }: Props) {
  return <Checkbox.Group role="group" {...props} />;
}
