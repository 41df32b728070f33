import { BatteryMedium, Camera, Download, Hand, MapPin, Bell, Smartphone, Vibrate, Wifi } from '~/app/ui/icons';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '~/app/ui/button';
import { install, installOffered, subscribeInstallOffer } from './install-prompt';

type PermissionOutcome = 'granted' | 'denied' | 'unavailable';

interface NetworkInformation {
  effectiveType?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}
interface BatteryManager {
  level: number;
  charging: boolean;
}
type DeviceNavigator = Navigator & {
  connection?: NetworkInformation;
  getBattery?: () => Promise<BatteryManager>;
  standalone?: boolean;
};

const SLOW_NETWORKS = new Set(['slow-2g', '2g']);

/** Whether the page runs as the installed app. */
function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as DeviceNavigator).standalone === true;
}

async function askCamera(): Promise<PermissionOutcome> {
  if (!navigator.mediaDevices?.getUserMedia) return 'unavailable';
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch {
    return 'denied';
  }
}

function askLocation(): Promise<PermissionOutcome> {
  if (!('geolocation' in navigator)) return Promise.resolve('unavailable');
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      () => resolve('granted'),
      () => resolve('denied'),
      { timeout: 10_000, maximumAge: 600_000 },
    ),
  );
}

async function askNotifications(): Promise<PermissionOutcome> {
  if (!('Notification' in window)) return 'unavailable';
  const result = await Notification.requestPermission();
  return result === 'granted' ? 'granted' : 'denied';
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex min-h-11 items-center justify-between gap-3 py-1">
      <span className="flex items-center gap-2 text-sm">
        {icon}
        {label}
      </span>
      <span className="text-right text-sm font-semibold">{children}</span>
    </li>
  );
}

const OUTCOME_TEXT: Record<PermissionOutcome, string> = {
  granted: 'Allowed',
  denied: 'Not allowed',
  unavailable: 'Not available',
};

/**
 * The Mobile Features card (touch devices): touch, network type, battery, installed state, the
 * camera, location and notification permissions, a vibration test and Install App, each from the
 * browser's own API and shown as "Not available" where this browser lacks it.
 */
export function MobileFeatures() {
  const device = navigator as DeviceNavigator;
  const [network, setNetwork] = useState<string | null>(device.connection?.effectiveType ?? null);
  const [battery, setBattery] = useState<BatteryManager | null | 'unavailable'>(device.getBattery ? null : 'unavailable');
  const [permissions, setPermissions] = useState<Record<string, PermissionOutcome | 'asking'>>({});
  const [vibrated, setVibrated] = useState<boolean | null>(null);
  const offered = useSyncExternalStore(subscribeInstallOffer, installOffered, () => false);
  const [standalone] = useState(isStandalone);

  useEffect(() => {
    const connection = device.connection;
    const onChange = () => setNetwork(connection?.effectiveType ?? null);
    connection?.addEventListener?.('change', onChange);
    device.getBattery?.().then(setBattery, () => setBattery('unavailable'));
    return () => connection?.removeEventListener?.('change', onChange);
  }, [device]);

  const ask = (name: string, request: () => Promise<PermissionOutcome>) => {
    setPermissions((p) => ({ ...p, [name]: 'asking' }));
    void request().then((outcome) => setPermissions((p) => ({ ...p, [name]: outcome })));
  };
  const permissionButton = (name: string, request: () => Promise<PermissionOutcome>) => {
    const state = permissions[name];
    if (state && state !== 'asking') return OUTCOME_TEXT[state];
    return (
      <Button
        variant="outline"
        size="sm"
        className="h-11 md:h-9"
        disabled={state === 'asking'}
        onClick={() => ask(name, request)}
      >
        {state === 'asking' ? 'Asking…' : 'Allow'}
        <span className="sr-only"> {name}</span>
      </Button>
    );
  };

  return (
    <section aria-labelledby="mobile-features" className="card p-4">
      <h3 id="mobile-features" className="mb-2 flex items-center gap-2 font-serif text-lg font-bold">
        <Smartphone className="size-5 text-primary" aria-hidden="true" />
        Mobile Features
      </h3>
      <ul className="flex flex-col divide-y divide-border">
        <Row icon={<Hand className="size-4" aria-hidden="true" />} label="Touch">
          {navigator.maxTouchPoints > 0 || 'ontouchstart' in window ? 'Supported' : 'Not available'}
        </Row>
        <Row icon={<Wifi className="size-4" aria-hidden="true" />} label="Network">
          {network ? `${network.toUpperCase()}${SLOW_NETWORKS.has(network) ? ' (slow)' : ''}` : 'Not available'}
        </Row>
        <Row icon={<BatteryMedium className="size-4" aria-hidden="true" />} label="Battery">
          {battery === 'unavailable'
            ? 'Not available'
            : battery
              ? `${Math.round(battery.level * 100)}%${battery.charging ? ' (charging)' : ''}`
              : '…'}
        </Row>
        <Row icon={<Download className="size-4" aria-hidden="true" />} label="App">
          {standalone ? 'Installed' : 'In the browser'}
        </Row>
        <Row icon={<Camera className="size-4" aria-hidden="true" />} label="Camera">
          {permissionButton('camera', askCamera)}
        </Row>
        <Row icon={<MapPin className="size-4" aria-hidden="true" />} label="Location">
          {permissionButton('location', askLocation)}
        </Row>
        <Row icon={<Bell className="size-4" aria-hidden="true" />} label="Notifications">
          {permissionButton('notifications', askNotifications)}
        </Row>
        <Row icon={<Vibrate className="size-4" aria-hidden="true" />} label="Vibration">
          {'vibrate' in navigator ? (
            <Button variant="outline" size="sm" className="h-11 md:h-9" onClick={() => setVibrated(navigator.vibrate(200))}>
              {vibrated === false ? 'Blocked' : 'Test'}
              <span className="sr-only"> vibration</span>
            </Button>
          ) : (
            'Not available'
          )}
        </Row>
      </ul>
      {!standalone && (
        <div className="mt-3">
          {offered ? (
            <Button variant="sage" className="h-11 w-full" onClick={() => void install()}>
              <Download aria-hidden="true" />
              Install App
            </Button>
          ) : (
            <p className="text-xs text-muted-foreground">
              To install, use your browser’s menu: Add to Home Screen (or Install app).
            </p>
          )}
        </div>
      )}
    </section>
  );
}
