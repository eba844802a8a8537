/**
 * dayjs in Chinese: the date pickers' month and weekday names and a week that starts on Monday.
 * Each module that shows an antd DatePicker imports this, so the portal's frame does not load
 * dayjs before a page needs a picker.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');
