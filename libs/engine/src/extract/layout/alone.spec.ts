import { describe, expect, it } from 'vitest';
import { nameTyped } from './alone.js';

describe('nameTyped: a component value typed a name, not an id', () => {
  it.each(['imap', 'akka://shop/user/order-service', 'kea-dhcp4.packets', 'MailboxPurge', 'qemuMonitorIO', 'dhcp4 (eth0)', 'c.e.shop.PaymentClient', 'server/status/runtime.go:498', 'taskinstance.py:1703'])('%s is a name', (v) => {
    expect(nameTyped(v)).toBe(true);
  });
  it.each(['ImapServer-14', 'shop-akka.actor.default-dispatcher-8', 'main:0x7f462a69d87', 'mon.0', 'k3j4h5g6f7d8s9a0', '12345', ''])('%s is an id', (v) => {
    expect(nameTyped(v)).toBe(false);
  });
});
