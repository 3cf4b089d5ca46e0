// Thread dumps in HotSpot's (jstack's) format, printed on SIGQUIT: every Java thread with its
// state, Java frames and the monitors it holds or waits for. The threads' description is shared
// with the crash report; the dump itself runs at a safepoint and ends with HotSpot's report of
// Java-level deadlocks (cycles of threads each waiting for a monitor the next one owns).
#pragma once

#include <string>

namespace jvmlab {

struct JavaThread;

namespace diagnostics {

/// HotSpot's header line of a thread: "name" #tid [daemon ]prio=N os_prio=0 cpu=Xms
/// elapsed=Ys tid=0x<JavaThread*> nid=0x<kernel tid> <state text>  [0x<Java stack top>].
/// Reads `t`'s java.lang.Thread object: call at a safepoint (or on the current thread).
std::string thread_header(JavaThread* t);

/// "java.lang.Thread.State: TIMED_WAITING (sleeping)" and the like, as jstack words it.
std::string thread_state_line(JavaThread* t);

/// `t`'s Java frames, innermost first, as "\tat pkg.Class.method(File.java:line)" lines, each
/// followed by the monitors of that frame ("\t- waiting on <0x..> (a Class)", "\t- waiting to
/// lock <0x..>", "\t- locked <0x..>"). `t` must be stopped (a safepoint) or be the current thread.
std::string java_frames(JavaThread* t);

/// The whole dump: date, "Full thread dump ..." header, every live Java thread, "Found one
/// Java-level deadlock" sections if any, the heap summary. Brings the VM to a safepoint while it reads the threads (never from a Java thread
/// that is InJava or InVM: the signal dispatcher calls it). Returns the text.
std::string thread_dump();

/// The dump of the current thread alone, from inside the SIGQUIT handler, for a VM that has no
/// other Java thread and so no dispatcher thread yet: the same header, state and frames (and
/// thin locks held), written with write(2) from fixed buffers, nothing allocated, no lock taken.
/// The top frame's line is where the interpreter last synced (a call, a poll, a backward branch).
void print_thread_dump_from_signal();

/// " jvmlab heap     used NM, capacity NM, max capacity NM" lines under "Heap".
std::string heap_summary();

}  // namespace diagnostics

}  // namespace jvmlab
