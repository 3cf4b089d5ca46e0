// Java monitors (JVMS §2.11.10, §6.5.monitorenter; JLS §17.1-17.2): thin locks in the mark word
// that inflate to heavyweight ObjectMonitors for contention, deep recursion and wait/notify.
// The interpreter, synchronized natives and Object.wait/notify go through these functions.
//
//   low 32 bits of the mark word (the identity hash keeps bits 32..63 and bit 0, see object.hpp):
//     31            16 15         8 7     2   1     0
//    +----------------+------------+-------+-----+-----+
//    | owner thread id| recursions |   0   |  0  | has |  thin (owner 0: unlocked)
//    +----------------+------------+-------+-----+-----+
//    |       monitor index (24 bits)       |  0  |  1  | has |  inflated
//    +-------------------------------------+-----+-----+-----+
// Monitors are kept in a side table indexed by the number stored in the mark word (not by the
// object's address: the collector moves objects), and are never deflated. The identity
// hash and the lock state coexist in the mark word, so inflation displaces nothing.
// Design after HotSpot's ObjectMonitor/ObjectSynchronizer (synchronizer.cpp, objectMonitor.cpp).
#pragma once

#include <cstdint>

#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab::monitor {

constexpr uint64_t kInflatedBit = uint64_t(1) << 1;
constexpr unsigned kRecursionShift = 8;
constexpr uint64_t kRecursionMask = uint64_t(0xFF) << kRecursionShift;
constexpr unsigned kOwnerShift = 16;
constexpr uint64_t kOwnerMask = uint64_t(0xFFFF) << kOwnerShift;
constexpr unsigned kIndexShift = 8;
constexpr uint64_t kIndexMask = uint64_t(0xFFFFFF) << kIndexShift;
/// Bits the lock state owns; everything else (identity hash) is preserved by every transition.
constexpr uint64_t kLockBits = kInflatedBit | kIndexMask;
/// Largest thread id that fits a thin lock's owner field.
constexpr uint32_t kMaxThreadId = 0xFFFF;

/// Enters `o`'s monitor for `t`, blocking (ThreadState::Blocked) while another thread owns it.
/// Reentrant. `o` must not be null. Never throws.
void enter(JavaThread* t, Object* o);
/// Exits `o`'s monitor once. Returns false with IllegalMonitorStateException ("current thread is
/// not owner") pending if `t` does not own it.
bool exit(JavaThread* t, Object* o);
/// True if `t` owns `o`'s monitor (Thread.holdsLock).
bool holds(JavaThread* t, Object* o);
/// Object.wait(millis) (0: no timeout): releases the monitor completely, waits for notify,
/// interrupt or the timeout, re-enters with the same recursion count. Returns false with an
/// exception pending: IllegalMonitorStateException when not owner, InterruptedException when
/// interrupted before or during the wait (the interrupt status is then cleared).
bool wait(JavaThread* t, Object* o, int64_t millis);
/// Object.notify / notifyAll. Returns false with IllegalMonitorStateException pending if `t`
/// does not own the monitor.
bool notify(JavaThread* t, Object* o, bool all);
/// The JavaThread::thread_id owning `o`'s monitor, 0 when unlocked (thread dumps: "- locked",
/// "- waiting to lock"). A snapshot: exact only while the owner cannot run (a safepoint).
uint32_t owner_id(Object* o);
/// The address of `o`'s inflated ObjectMonitor, or null for a thin or no lock (thread dumps'
/// deadlock report: "waiting to lock monitor 0x..").
const void* monitor_address(Object* o);
/// True when `t` waits in Object.wait on `o`'s monitor (thread dumps: "- waiting on"). Exact at
/// a safepoint, a snapshot otherwise.
bool is_waiting_on(const JavaThread* t, Object* o);
/// Wakes `target` if it waits in Object.wait (used by Thread.interrupt after setting the flag).
/// Thread-safe.
void wake_waiter(JavaThread* target);

}  // namespace jvmlab::monitor
