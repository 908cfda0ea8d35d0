import { CheckOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_COLORS } from './colors.js';

interface ThemeColorPickerProps {
  value: string;
  onChange: (color: string) => void;
}

/** The 8 preset colours as swatches; the chosen one carries a tick. */
export default function ThemeColorPicker({ value, onChange }: ThemeColorPickerProps) {
  const { t } = useTranslation();
  return (
    <Space size={8} wrap>
      {THEME_COLORS.map(({ key, color }) => {
        const name = t(`settings.colors.${key}`);
        const chosen = value.toUpperCase() === color;
        return (
          <Tooltip key={key} title={name}>
            <button
              type="button"
              aria-label={name}
              aria-pressed={chosen}
              onClick={() => onChange(color)}
              style={{
                width: 22,
                height: 22,
                border: 0,
                borderRadius: 3,
                padding: 0,
                cursor: 'pointer',
                background: color,
                color: '#fff',
                fontSize: 13,
                lineHeight: '22px',
              }}
            >
              {chosen && <CheckOutlined />}
            </button>
          </Tooltip>
        );
      })}
    </Space>
  );
}
