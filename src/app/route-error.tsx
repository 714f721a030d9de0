import { Component, type ErrorInfo, type ReactNode } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { paths } from '../shared/paths';

/** The /error query of an error: its name and message (a failed or timed-out chunk, a guard or render crash). */
export function errorQuery(error: unknown): string {
  const [name, message] =
    error instanceof Response
      ? [`HTTP ${error.status}`, error.statusText]
      : error instanceof Error
        ? [error.name, error.message]
        : ['UnknownError', String(error ?? '')];
  return new URLSearchParams({ error: name, message }).toString();
}

interface Props {
  navigate: NavigateFunction;
  pathname: string;
  /** A new location clears a caught error. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  locationKey: string;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    // /error itself failing would loop: it stays blank instead (the error is in the console).
    if (this.props.pathname === paths.error) return;
    this.props.navigate(`${paths.error}?${errorQuery(error)}`, { replace: true });
  }

  override render() {
    return this.state.error ? null : this.props.children;
  }
}

/** Any error below it (a failed or timed-out chunk, a crash while rendering) lands on /error with its name and message. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Boundary navigate={navigate} pathname={location.pathname} locationKey={location.key}>
      {children}
    </Boundary>
  );
}
