// The heap's and the collector's configuration: one struct that the VM's ergonomics
// (runtime/options, gc_config) fills once from the flags, and that every gc/ component reads by
// const reference — the page allocator at initialization, the memory worker and the collector for
// their lifetime (the heap owns the copy they read). Also the granule size, gc/'s unit of memory.
// Does not parse flags: gc/ never reads -XX options by name.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace jvmlab::gc {

/// The granule: the unit in which the heap reserves, commits, uncommits and sizes memory, and the
/// size of a small page (ZGC's ZGranuleSize). Heap sizes are multiples of it.
constexpr size_t kGranuleShift = 21;
constexpr size_t kGranuleSize = size_t(1) << kGranuleShift;  // 2 MB

/// Settings after ergonomics, HotSpot flag meanings (sources: HotSpot 17 arguments.cpp and
/// gcArguments.cpp for the sizes, zArguments.cpp and workerPolicy.cpp for the thread counts,
/// JEP 545 for the 2 MB initial heap and large pages by default). Sizes in bytes, times in
/// seconds. The defaults are what a hand-built configuration (unit tests, tools) gets; the VM's
/// comes from runtime/options' gc_config(), which applies and checks every flag first.
struct GcConfig {
  // --- heap sizes: initial, min, max are multiples of kGranuleSize after ergonomics ---------
  size_t initial = kGranuleSize;      // -Xms / InitialHeapSize: committed at start
  size_t min = 0;                     // MinHeapSize: uncommit never goes below it (0: initial)
  size_t max = 0;                     // -Xmx / MaxHeapSize: committed memory never exceeds it
  size_t soft_max = 0;                // SoftMaxHeapSize: the sizing policy's limit; 0 or >= max:
                                      // none (ergonomics sets it to max when not given)
  size_t reserve_factor = 16;         // address space reserved = factor x max (JEP 545), falling
                                      // back to smaller factors down to 1 when the kernel refuses

  // --- memory: page allocator and memory worker ----------------------------------------------
  bool large_pages = true;            // UseLargePages && UseTransparentHugePages: MADV_HUGEPAGE
                                      // before first touch, MADV_COLLAPSE when heating
  bool pre_touch = false;             // AlwaysPreTouch: populate the initial heap at start
  unsigned parallel_gc_threads = 1;   // ParallelGCThreads: threads that pre-touch at start
  bool adaptive_sizing = true;        // ZAdaptiveHeapSizing: JEP 545's multiplicative expansion
  bool concurrent_pre_touch = true;   // ZConcurrentPreTouch: the memory worker heats (pre-touches)
                                      // committed memory ahead of use; false: it only commits, and
                                      // the Java thread that takes a cold page faults it in
  bool uncommit = true;               // ZUncommit (ergonomics: false when min == max)
  double uncommit_delay = 300;        // ZUncommitDelay, seconds
  bool start_memory_worker = true;    // false: no memory worker thread (unit tests)

  // --- the collector -------------------------------------------------------------------------
  unsigned conc_gc_threads = 1;       // ConcGCThreads: GC workers (the memory worker is within it)
  double fragmentation_limit = 25.0;  // ZFragmentationLimit, percent
  double collection_interval = 0;     // ZCollectionInterval, seconds (0 = off)
  bool proactive = true;              // ZProactive
  bool verify = false;                // VerifyHeap: verify after mark and after relocate
  uint64_t stress_interval = 0;       // GCStressInterval=N: a cycle every N allocations
  bool stress_relocate_all = false;   // ZStressRelocateAll: every page is relocated
  bool stress_relocate_in_place = false;  // ZStressRelocateInPlace: every page in place
  double stats_interval = 10;         // seconds between gc+stats tables (ZStatisticsInterval)

  // --- seeing the collector (gc/observer.hpp) --------------------------------------------------
  std::string trace_file;             // GCTraceFile: trace-event JSON written at exit ("": off)
  std::string heap_map_file;          // GCHeapMapFile: granule maps written at exit ("": off)
  double heap_map_interval = 0;       // GCHeapMapInterval, ms: a map between pauses too (0: off)
  bool step_mode = false;             // GCStepMode: stop at each phase boundary and explain it
  std::vector<uint64_t> step_cycles;  // GCStepCycles: GC(n) numbers to step through (empty: all)
  int64_t step_delay_ms = 1000;       // GCStepDelay: wait per step when stdin is not a terminal

  /// The uncommit floor: min, or initial when min is 0.
  size_t min_capacity() const { return min != 0 ? min : initial; }
  /// True when soft_max limits the heap below max.
  bool has_soft_max() const { return soft_max != 0 && soft_max < max; }
};

}  // namespace jvmlab::gc
