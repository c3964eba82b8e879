// The browser's router over the app's route table.
import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routeTable.tsx';

export const router = createBrowserRouter(routes);
