import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EnginePreview } from './app/engine-preview';
import './app/base.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <EnginePreview />
    </StrictMode>,
  );
}
