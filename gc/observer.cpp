// The collector's observer: trace events, heap-map snapshots and the step mode. See observer.hpp.
#include "gc/observer.hpp"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <thread>

#include <fmt/format.h>

#include "gc/barrier.hpp"
#include "gc/collector.hpp"
#include "gc/forwarding.hpp"
#include "gc/gc_clock.hpp"
#include "gc/gc_log.hpp"
#include "gc/heap.hpp"
#include "gc/mark.hpp"
#include "gc/references.hpp"
#include "gc/relocate.hpp"
#include "gc/trace.hpp"

namespace jvmlab::gc {

namespace {

constexpr size_t kMaxSnapshots = 1 << 16;
constexpr size_t kMaxMapBytes = size_t(256) << 20;  // reserved, touched only as used
constexpr int64_t kCounterEveryNs = 10'000'000;     // heap counters at most every 10 ms

}  // namespace

bool Observer::wanted(const GcConfig& config) {
  return !config.trace_file.empty() || !config.heap_map_file.empty() || config.step_mode;
}

Observer::Observer(Collector& collector) : collector_(collector) {
  const GcConfig& config = collector.config();
  start_ns_ = now_ns();
  if (!config.trace_file.empty()) trace::enable(config.trace_file);
  // The step mode draws the map too, so it records one.
  if (!config.heap_map_file.empty() || config.step_mode) {
    const size_t granules = collector.heap().page_allocator().reserved_granules();
    heap_map_on_ = heap_map_.initialize(granules, kMaxSnapshots, kMaxMapBytes);
  }
  if (config.step_mode) g_count_heals.store(true, std::memory_order_relaxed);
}

void Observer::before_pause() {
  if (trace::enabled()) trace::reserve(8);
  if (heap_map_on_) heap_map_.prepare(collector_.heap().page_allocator());
}

void Observer::record_heap_map(const char* when, int64_t gc_id) {
  if (!copy_heap_map(when, gc_id)) return;
  add_relocation_flags();
  heap_map_.commit(pending_.record_ns);
  pending_.row = nullptr;
}

bool Observer::copy_heap_map(const char* when, int64_t gc_id) {
  const int64_t start = now_ns();
  pending_.row = heap_map_.begin(collector_.heap().page_allocator(), start, gc_id, when, &pending_.granules);
  if (pending_.row == nullptr) return false;
  last_map_ns_ = now_ns();
  pending_.when = when;
  pending_.record_ns = last_map_ns_ - start;
  return true;
}

void Observer::add_relocation_flags() {
  // The relocation set's flags: at Pause Relocate Start the set just chosen; at other times the
  // previous set's pages relocated in place (the others are freed: their granules are what the
  // page allocator says now).
  const bool fresh_set = std::strcmp(pending_.when, "Pause Relocate Start") == 0;
  const uintptr_t base = collector_.heap().page_allocator().base();
  for (const auto& f : collector_.relocator().forwardings()) {
    if (!fresh_set && !f->in_place) continue;
    const uint8_t flag = fresh_set ? kGranuleRelocationSet : kGranuleInPlace;
    const size_t first = (f->start() - base) >> kGranuleShift;
    const size_t last = std::min(pending_.granules, first + (f->size() >> kGranuleShift));
    for (size_t g = first; g < last; g++) pending_.row[g] |= flag;
  }
}

void Observer::in_pause(const char* name, int64_t gc_id) {
  // Only the copy is made in the pause; the flags are added once the pause is over (phase_done):
  // neither the relocation set nor the previous set's in-place pages change in between.
  if (heap_map_on_) copy_heap_map(name, gc_id);
}

void Observer::counters(int64_t ts_ns) {
  if (!trace::enabled()) return;
  Heap& heap = collector_.heap();
  trace::counter("Heap", ts_ns, {"capacity", int64_t(heap.committed_bytes())}, {"used", int64_t(heap.used_bytes())},
                 {"live", int64_t(live_bytes_)});
  last_counter_ns_ = ts_ns;
}

void Observer::phase_done(const char* name, bool is_pause, int64_t gc_id, int64_t start_ns, int64_t end_ns) {
  if (pending_.row != nullptr) {  // the snapshot in_pause copied
    add_relocation_flags();
    heap_map_.commit(pending_.record_ns);
    pending_.row = nullptr;
  }
  if (std::strcmp(name, "Pause Mark End") == 0 && collector_.phase() == Collector::Phase::MarkCompleted) {
    live_bytes_ = collector_.marker().marked_bytes();
  }
  if (trace::enabled()) {
    trace::span(name, is_pause ? "pause" : "concurrent", start_ns, end_ns, {"gc", gc_id});
    counters(end_ns);
  }
  if (stepping(gc_id)) step(name, gc_id, end_ns - start_ns);
  healed_at_start_ = g_healed_fields.load(std::memory_order_relaxed);
}

void Observer::cycle_done(GCCause cause, int64_t gc_id, int64_t start_ns, int64_t end_ns) {
  if (trace::enabled()) {
    trace::span("Garbage Collection", "cycle", start_ns, end_ns, {"gc", gc_id}, {}, {}, "cause", gc_cause_name(cause));
  }
}

void Observer::tick() {
  const int64_t now = now_ns();
  if (trace::enabled() && now - last_counter_ns_ >= kCounterEveryNs) counters(now);
  const double interval_ms = collector_.config().heap_map_interval;
  if (heap_map_on_ && interval_ms > 0 && double(now - last_map_ns_) >= interval_ms * 1e6) {
    record_heap_map("Interval", -1);
  }
}

void Observer::stall(int64_t start_ns, int64_t end_ns) {
  if (!trace::enabled()) return;
  trace::name_thread(current_thread_name());
  trace::span("Allocation Stall", "stall", start_ns, end_ns);
}

void Observer::write_files() {
  if (written_) return;
  written_ = true;
  trace::write_file();
  const std::string& path = collector_.config().heap_map_file;
  if (heap_map_on_ && !path.empty()) heap_map_.write(path, start_ns_);
}

// --- the step mode -----------------------------------------------------------------------------

bool Observer::stepping(int64_t gc_id) const {
  const GcConfig& config = collector_.config();
  if (!config.step_mode) return false;
  if (config.step_cycles.empty()) return true;
  return std::find(config.step_cycles.begin(), config.step_cycles.end(), uint64_t(gc_id)) != config.step_cycles.end();
}

std::string Observer::describe(const char* name) const {
  Collector& c = collector_;
  const std::string_view phase(name);
  const uint64_t healed = g_healed_fields.load(std::memory_order_relaxed) - healed_at_start_;
  if (phase == "Pause Mark Start") {
    return fmt::format(
        "Java threads stopped. The cycle's seqnum is {}: the good colour is now Marked{}, so every pointer in the heap "
        "is bad; TLABs retired (new objects go to pages allocated black); {} roots pushed on the mark stack.",
        c.seqnum(), c.seqnum() & 1, c.marker().last_roots());
  }
  if (phase == "Concurrent Mark") {
    return fmt::format(
        "GC workers traced {} objects so far this cycle ({} KB live); Java threads' load barriers healed {} "
        "fields meanwhile (each one marks what it loads).",
        c.marker().traced(), c.marker().marked_bytes() >> 10, healed);
  }
  if (phase == "Pause Mark End") {
    return c.phase() == Collector::Phase::MarkCompleted
               ? fmt::format("Marking is complete: {} KB live. Every reachable field now holds a good pointer.",
                             c.marker().marked_bytes() >> 10)
               : std::string("Java threads pushed more than the pause may trace: Concurrent Mark runs again.");
  }
  if (phase == "Concurrent Process Non-Strong References") {
    const ReferenceProcessor& refs = c.references();
    size_t discovered = 0, enqueued = 0;
    for (ReferenceType type : {ReferenceType::Soft, ReferenceType::Weak, ReferenceType::Phantom}) {
      discovered += refs.counts(type).discovered;
      enqueued += refs.counts(type).enqueued;
    }
    return fmt::format(
        "Soft, weak and phantom references whose referent was not marked when traced: {} discovered; {} of them "
        "had dead referents, now cleared and handed to the Reference Handler thread; the others were marked "
        "after all and keep their referent.",
        discovered, enqueued);
  }
  if (phase == "Concurrent Reset Relocation Set") {
    return "The previous cycle's forwarding tables are dropped: marking has remapped every stale pointer it met.";
  }
  if (phase == "Concurrent Select Relocation Set") {
    auto group = [&](const char* kind, const Collector::SelectionStats& s) {
      return fmt::format("  {} pages: {} ({} KB), {} KB of them garbage-only (freed now); {} KB live chosen to move",
                         kind, s.pages, s.total >> 10, s.empty >> 10, s.relocated >> 10);
    };
    return fmt::format(
        "Pages allocated this cycle are skipped (all live). Empty pages are freed at once; of the rest, sparsest "
        "first, the longest run whose relocation frees more than ZFragmentationLimit={}% of the pages it takes.\n"
        "{}\n{}\n  large pages: {} (never relocated)\n  relocation set: {} pages",
        c.config().fragmentation_limit, group("small", c.small_), group("medium", c.medium_), c.large_.pages,
        c.relocator().size());
  }
  if (phase == "Pause Relocate Start") {
    return fmt::format(
        "Java threads stopped. The good colour is now Remapped; TLABs retired; every root pointing into the "
        "relocation set ({} pages, R on the map) was relocated and updated.",
        c.relocator().size());
  }
  if (phase == "Concurrent Relocate") {
    const RelocationStats& rs = c.relocator().stats();
    size_t objects = 0;
    for (const auto& f : c.relocator().forwardings()) objects += f->live_objects();
    const size_t by_java = std::min(objects, rs.copied_by_mutators);
    return fmt::format(
        "Relocated {} KB in {} pages: {} objects, {} copied by Java threads (their load barrier was first), {} by "
        "GC workers; {} pages relocated in place (P on the map), {} freed in {} bulk frees. Load barriers healed "
        "{} fields.",
        rs.live_bytes >> 10, rs.pages, objects, by_java, objects - by_java, rs.in_place_pages, rs.freed_pages,
        rs.flushes, healed);
  }
  return "";
}

void Observer::step(const char* name, int64_t gc_id, int64_t duration_ns) {
  Safepointer& safepointer = collector_.safepointer();
  before_pause();
  safepointer.begin("GCStep");
  if (heap_map_on_) record_heap_map(name, gc_id);
  size_t granules = 0;
  const uint8_t* map = heap_map_.last(&granules);
  std::string picture;
  for (size_t g = 0; g < granules; g++) {
    if (g != 0 && g % 64 == 0) picture += "\n             ";
    picture += HeapMap::glyph(map[g]);
  }
  const bool tty = isatty(STDIN_FILENO) == 1;
  const int64_t delay_ms = collector_.config().step_delay_ms;
  std::string text = fmt::format(
      "[gc,step] GC({}) {} ({:.3f} ms)\n  {}\n  heap map:  {}\n  legend:    . uncommitted  _ free  s/m/l small/medium/"
      "large page (upper case: 2 MB-backed)  R relocation set  P relocated in place\n  used {}M of capacity {}M\n",
      gc_id, name, ms(duration_ns), describe(name), picture, collector_.heap().used_bytes() >> 20,
      collector_.heap().committed_bytes() >> 20);
  text += tty ? "  -- press Enter to go on --" : fmt::format("  -- going on in {} ms (stdin is not a terminal) --\n", delay_ms);
  std::fwrite(text.data(), 1, text.size(), stderr);
  std::fflush(stderr);
  if (tty) {
    char line[256];
    if (std::fgets(line, sizeof(line), stdin) == nullptr) std::fputc('\n', stderr);
  } else if (delay_ms > 0) {
    std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
  }
  safepointer.end();
}

}  // namespace jvmlab::gc
