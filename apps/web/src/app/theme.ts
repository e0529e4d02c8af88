import { createTheme } from '@mui/material/styles';

/** Calm clinical palette: teal primary, slate greys, soft surfaces. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0f766e', light: '#14b8a6', dark: '#115e59', contrastText: '#ffffff' },
    secondary: { main: '#2563eb' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    // Secondary text stays above 4.5:1 contrast on the page background (#f4f6f8).
    text: { primary: '#1e293b', secondary: '#556172' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.5rem', fontWeight: 600 },
    h4: { fontSize: '1.375rem', fontWeight: 600 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: '1px solid #e2e8f0' } },
    },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 8 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-selected': { backgroundColor: 'rgba(15, 118, 110, 0.12)', color: '#115e59' },
          '&.Mui-selected .MuiListItemIcon-root': { color: '#115e59' },
        },
      },
    },
  },
});
