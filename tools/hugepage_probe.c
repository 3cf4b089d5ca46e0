// hugepage_probe: measures how fast this machine can hand a process N bytes of populated anonymous
// memory (2 MB or 4 KB pages, on T threads): the physical floor under any heap pre-touch. Does no
// heap management; the startup study (tools/startup_study) runs it beside the JVMs.
//
//   reserve N (+2 MB, trimmed to 2 MB alignment)   PROT_NONE | MAP_NORESERVE, private anonymous
//     -> mprotect RW                                 commit (bookkeeping only)
//     -> madvise MADV_HUGEPAGE (MADV_NOHUGEPAGE with --4k)
//     -> T threads, one contiguous part each:        MADV_POPULATE_WRITE, or a touch loop if the
//                                                    kernel answers EINVAL (older than 5.14)
//     -> /proc/self/smaps: AnonHugePages of the range -> huge-page-backed fraction
//     -> munmap (timed too: the kernel frees the pages at exit of any process that used them)
//
// Same order as jvmlab's page allocator and JEP 545 ("Faster warmup with concurrent pre-touching", "Faster
// memory access via large pages"); HotSpot's counterpart is os::pretouch_memory with
// MADV_POPULATE_WRITE (os_linux.cpp), run by the GC workers in parallel.
//
// Usage: hugepage_probe [--4k] [--touch] [--threads T] <size>   size: bytes with k/m/g/t suffix
// Output: one line of key=value pairs on stdout: bytes threads pages(huge|4k) method(populate|touch)
// reserve_s populate_s seconds(= populate_s) gib_per_s(2^30 bytes/s) huge_bytes huge_fraction
// rss_bytes unmap_s total_s(main() entry to exit). Exit 0 on success, 1 on a failure (message on
// stderr), 2 on a usage error.

#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14 uapi value; older headers lack it
#endif

enum { GRANULE = 2u << 20, SMALL_PAGE = 4096 };

/// Options from the command line.
typedef struct {
  size_t bytes;        // requested size rounded up to whole 2 MB granules
  int threads;         // populating threads, >= 1
  bool small_pages;    // --4k: MADV_NOHUGEPAGE instead of MADV_HUGEPAGE
  bool force_touch;    // --touch: touch loop even where MADV_POPULATE_WRITE works
} ProbeOptions;

/// One thread's contiguous part of the range and what happened to it.
typedef struct {
  char* start;
  size_t bytes;
  bool force_touch;
  bool used_touch;     // out: the touch loop ran (populate said EINVAL, or --touch)
  int error;           // out: errno of a failed populate other than EINVAL, else 0
} Part;

/// Monotonic clock in seconds.
static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/// Parses "2G", "200m", "4096", "1t" into bytes (binary multiples). Returns 0 on a malformed or
/// zero size.
static size_t parse_size(const char* text) {
  char* end = NULL;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno != 0 || end == text || text[0] == '-') return 0;
  unsigned shift = 0;
  switch (*end) {
    case '\0': break;
    case 'k': case 'K': shift = 10; end++; break;
    case 'm': case 'M': shift = 20; end++; break;
    case 'g': case 'G': shift = 30; end++; break;
    case 't': case 'T': shift = 40; end++; break;
    default: return 0;
  }
  if (*end == 'b' || *end == 'B') end++;
  if (*end != '\0') return 0;
  if (value > (SIZE_MAX >> shift)) return 0;
  return (size_t)(value << shift);
}

/// Writes one byte per 4 KB page: the fallback when the kernel has no MADV_POPULATE_WRITE.
static void touch_loop(char* start, size_t bytes) {
  volatile char* p = start;
  for (size_t off = 0; off < bytes; off += SMALL_PAGE) p[off] = 0;
}

/// Thread body: populates one part (MADV_POPULATE_WRITE, touch loop on EINVAL or --touch).
static void* populate_part(void* arg) {
  Part* part = arg;
  if (!part->force_touch) {
    if (madvise(part->start, part->bytes, MADV_POPULATE_WRITE) == 0) return NULL;
    if (errno != EINVAL) {
      part->error = errno;
      return NULL;
    }
  }
  part->used_touch = true;
  touch_loop(part->start, part->bytes);
  return NULL;
}

/// Sums the "AnonHugePages:" and "Rss:" fields (kB) of every mapping of /proc/self/smaps that
/// overlaps [start, start + bytes). Returns false if smaps cannot be read.
static bool read_smaps(const char* start, size_t bytes, size_t* huge_bytes, size_t* rss_bytes) {
  FILE* f = fopen("/proc/self/smaps", "r");
  if (!f) return false;
  uintptr_t lo = (uintptr_t)start, hi = lo + bytes;
  bool inside = false;
  char line[512];
  *huge_bytes = *rss_bytes = 0;
  while (fgets(line, sizeof line, f)) {
    unsigned long a, b;
    char dash;
    // A mapping header starts with "lo-hi "; field lines start with a capitalised name
    if (sscanf(line, "%lx%c%lx ", &a, &dash, &b) == 3 && dash == '-') {
      inside = a < hi && b > lo;
      continue;
    }
    if (!inside) continue;
    unsigned long kb;
    if (sscanf(line, "AnonHugePages: %lu kB", &kb) == 1) *huge_bytes += (size_t)kb << 10;
    else if (sscanf(line, "Rss: %lu kB", &kb) == 1) *rss_bytes += (size_t)kb << 10;
  }
  fclose(f);
  return true;
}

/// Reserves `bytes` of address space aligned to 2 MB (maps 2 MB more and trims both ends).
/// Returns NULL with errno set on failure.
static char* reserve_aligned(size_t bytes) {
  size_t padded = bytes + GRANULE;
  char* raw = mmap(NULL, padded, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (raw == MAP_FAILED) return NULL;
  uintptr_t aligned = ((uintptr_t)raw + GRANULE - 1) & ~(uintptr_t)(GRANULE - 1);
  size_t head = aligned - (uintptr_t)raw;
  size_t tail = padded - head - bytes;
  if (head) munmap(raw, head);
  if (tail) munmap((char*)aligned + bytes, tail);
  return (char*)aligned;
}

static int fail(const char* what) {
  fprintf(stderr, "hugepage_probe: %s: %s\n", what, strerror(errno));
  return 1;
}

static int usage(const char* why) {
  fprintf(stderr,
          "hugepage_probe: %s\n"
          "usage: hugepage_probe [--4k] [--touch] [--threads T] <size like 2G|200M>\n"
          "  --4k         4 KB pages (MADV_NOHUGEPAGE) instead of 2 MB transparent huge pages\n"
          "  --touch      populate with a write per 4 KB page instead of MADV_POPULATE_WRITE\n"
          "  --threads T  populating threads, one contiguous part each (default: online CPUs)\n"
          "prints: bytes threads pages method reserve_s populate_s (= seconds) gib_per_s\n"
          "        huge_bytes huge_fraction rss_bytes unmap_s total_s\n",
          why);
  return 2;
}

static int parse_options(int argc, char** argv, ProbeOptions* opt) {
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  *opt = (ProbeOptions){.bytes = 0, .threads = cpus > 0 ? (int)cpus : 1};
  const char* size_text = NULL;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--4k") == 0) {
      opt->small_pages = true;
    } else if (strcmp(argv[i], "--touch") == 0) {
      opt->force_touch = true;
    } else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) {
      char* end = NULL;
      long t = strtol(argv[++i], &end, 10);
      if (*end != '\0' || t < 1 || t > 1024) return usage("--threads wants 1..1024");
      opt->threads = (int)t;
    } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
      usage("measures populating N bytes of anonymous memory");
      exit(0);
    } else if (argv[i][0] == '-' || size_text) {
      return usage("unexpected argument");
    } else {
      size_text = argv[i];
    }
  }
  if (!size_text) return usage("missing size");
  size_t bytes = parse_size(size_text);
  if (bytes == 0) return usage("malformed size");
  opt->bytes = (bytes + GRANULE - 1) & ~(size_t)(GRANULE - 1);
  return 0;
}

int main(int argc, char** argv) {
  const double t_start = now_seconds();
  ProbeOptions opt;
  int rc = parse_options(argc, argv, &opt);
  if (rc) return rc;

  // Reserve, commit, advise
  char* base = reserve_aligned(opt.bytes);
  if (!base) return fail("mmap (reserve)");
  if (mprotect(base, opt.bytes, PROT_READ | PROT_WRITE) != 0) return fail("mprotect");
  if (madvise(base, opt.bytes, opt.small_pages ? MADV_NOHUGEPAGE : MADV_HUGEPAGE) != 0) {
    return fail(opt.small_pages ? "madvise(MADV_NOHUGEPAGE)" : "madvise(MADV_HUGEPAGE)");
  }
  const double t_reserved = now_seconds();

  // Populate: one contiguous part per thread, parts cut at 2 MB boundaries
  size_t granules = opt.bytes / GRANULE;
  int threads = opt.threads > (int)granules ? (int)granules : opt.threads;
  Part parts[1024];
  pthread_t ids[1024];
  size_t done = 0;
  for (int i = 0; i < threads; i++) {
    size_t mine = (granules / threads + ((size_t)i < granules % threads ? 1 : 0)) * GRANULE;
    parts[i] = (Part){.start = base + done, .bytes = mine, .force_touch = opt.force_touch};
    done += mine;
  }
  const double t_populate = now_seconds();
  int started = 0;
  for (int i = 1; i < threads; i++, started++) {
    errno = pthread_create(&ids[i], NULL, populate_part, &parts[i]);
    if (errno != 0) return fail("pthread_create");
  }
  populate_part(&parts[0]);  // the main thread does part 0
  for (int i = 1; i <= started; i++) pthread_join(ids[i], NULL);
  const double t_populated = now_seconds();
  bool used_touch = false;
  for (int i = 0; i < threads; i++) {
    if (parts[i].error) {
      errno = parts[i].error;
      return fail("madvise(MADV_POPULATE_WRITE)");
    }
    used_touch |= parts[i].used_touch;
  }

  // Measure huge-page backing
  size_t huge_bytes = 0, rss_bytes = 0;
  if (!read_smaps(base, opt.bytes, &huge_bytes, &rss_bytes)) return fail("/proc/self/smaps");

  // Release (counted: every process pays it, at exit if not before)
  const double t_unmap = now_seconds();
  if (munmap(base, opt.bytes) != 0) return fail("munmap");
  const double t_end = now_seconds();

  double populate_s = t_populated - t_populate;
  printf("bytes=%zu threads=%d pages=%s method=%s reserve_s=%.6f populate_s=%.6f seconds=%.6f "
         "gib_per_s=%.3f huge_bytes=%zu huge_fraction=%.4f rss_bytes=%zu unmap_s=%.6f "
         "total_s=%.6f\n",
         opt.bytes, threads, opt.small_pages ? "4k" : "huge", used_touch ? "touch" : "populate",
         t_reserved - t_start, populate_s, populate_s,
         populate_s > 0 ? (double)opt.bytes / (double)(1u << 30) / populate_s : 0.0, huge_bytes,
         (double)huge_bytes / (double)opt.bytes, rss_bytes, t_end - t_unmap, t_end - t_start);
  return 0;
}
