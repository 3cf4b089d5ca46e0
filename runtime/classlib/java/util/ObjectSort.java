// java.util.ObjectSort: the stable sort behind Arrays.sort(Object[]) and List.sort.
package java.util;

/**
 * Stable sort of a[lo, hi) by a Comparator, or by natural ordering when c is null (elements cast to
 * Comparable, so a non-Comparable element throws ClassCastException). Shaped like TimSort
 * (Tim Peters' listsort.txt): arrays under 32 elements are sorted by finding the leading run
 * (reversing a strictly descending one) and binary-inserting the rest, which makes the same comparisons
 * in the same order as JDK 17. Longer arrays are cut into runs of at least minRunLength, each completed by
 * binary insertion, then merged pairwise left to right (no galloping), so their comparisons differ from
 * the JDK's but, for a consistent comparator, the result is identical. Package-private.
 */
final class ObjectSort {
    private static final int MIN_MERGE = 32;

    private ObjectSort() {}

    static void sort(Object[] a, int lo, int hi, Comparator<?> c) {
        Comparator<Object> cmp = (Comparator<Object>) c;
        int nRemaining = hi - lo;
        if (nRemaining < 2) return;
        if (nRemaining < MIN_MERGE) {
            int initRunLen = countRunAndMakeAscending(a, lo, hi, cmp);
            binarySort(a, lo, hi, lo + initRunLen, cmp);
            return;
        }
        // Cut into runs [runStart[i], runStart[i + 1])
        int minRun = minRunLength(nRemaining);
        int[] runStart = new int[nRemaining / minRun + 2];
        int runs = 0;
        int start = lo;
        while (start < hi) {
            int runLen = countRunAndMakeAscending(a, start, hi, cmp);
            if (runLen < minRun) {
                int force = Math.min(hi - start, minRun);
                binarySort(a, start, start + force, start + runLen, cmp);
                runLen = force;
            }
            if (runs == runStart.length - 1) runStart = Arrays.copyOf(runStart, runStart.length * 2);
            runStart[runs++] = start;
            start += runLen;
        }
        runStart[runs] = hi;
        // Merge neighbouring runs until one is left
        Object[] tmp = new Object[nRemaining / 2 + 1];
        while (runs > 1) {
            int w = 0;
            for (int r = 0; r < runs; r += 2) {
                if (r + 1 < runs) {
                    int from = runStart[r];
                    int mid = runStart[r + 1];
                    int to = runStart[r + 2];
                    if (mid - from > tmp.length) tmp = new Object[mid - from];
                    merge(a, from, mid, to, tmp, cmp);
                }
                runStart[w++] = runStart[r];
            }
            runStart[w] = hi;
            runs = w;
        }
    }

    /** Length of the run starting at lo; a strictly descending run is reversed in place. */
    private static int countRunAndMakeAscending(Object[] a, int lo, int hi, Comparator<Object> c) {
        int runHi = lo + 1;
        if (runHi == hi) return 1;
        // Comparisons are written out so a null element fails like the JDK's ("a[runHi]" is null)
        if ((c == null ? ((Comparable<Object>) a[runHi++]).compareTo(a[lo]) : c.compare(a[runHi++], a[lo])) < 0) {
            while (runHi < hi && (c == null ? ((Comparable<Object>) a[runHi]).compareTo(a[runHi - 1])
                    : c.compare(a[runHi], a[runHi - 1])) < 0) {
                runHi++;
            }
            reverseRange(a, lo, runHi);
        } else {
            while (runHi < hi && (c == null ? ((Comparable<Object>) a[runHi]).compareTo(a[runHi - 1])
                    : c.compare(a[runHi], a[runHi - 1])) >= 0) {
                runHi++;
            }
        }
        return runHi - lo;
    }

    private static void reverseRange(Object[] a, int lo, int hi) {
        hi--;
        while (lo < hi) {
            Object t = a[lo];
            a[lo++] = a[hi];
            a[hi--] = t;
        }
    }

    /** Sorts a[lo, hi) given that a[lo, start) is sorted, inserting each element after its equals. */
    private static void binarySort(Object[] a, int lo, int hi, int start, Comparator<Object> c) {
        if (start == lo) start++;
        for (; start < hi; start++) {
            Object pivotObj = a[start];
            Comparable<Object> pivot = (c == null) ? (Comparable<Object>) pivotObj : null;
            int left = lo;
            int right = start;
            while (left < right) {
                int mid = (left + right) >>> 1;
                if ((c == null ? pivot.compareTo(a[mid]) : c.compare(pivotObj, a[mid])) < 0) right = mid;
                else left = mid + 1;
            }
            System.arraycopy(a, left, a, left + 1, start - left);
            a[left] = pivotObj;
        }
    }

    /** Minimum run length for n elements: n itself below 32, else between 16 and 32 (listsort.txt). */
    private static int minRunLength(int n) {
        int r = 0;
        while (n >= MIN_MERGE) {
            r |= (n & 1);
            n >>= 1;
        }
        return n + r;
    }

    /** Stable merge of sorted a[lo, mid) and a[mid, hi); ties take the left element. */
    private static void merge(Object[] a, int lo, int mid, int hi, Object[] tmp, Comparator<Object> c) {
        int len1 = mid - lo;
        System.arraycopy(a, lo, tmp, 0, len1);
        int i = 0;
        int j = mid;
        int k = lo;
        while (i < len1 && j < hi) {
            if ((c == null ? ((Comparable<Object>) a[j]).compareTo(tmp[i]) : c.compare(a[j], tmp[i])) < 0) {
                a[k++] = a[j++];
                continue;
            }
            a[k++] = tmp[i++];
        }
        while (i < len1) a[k++] = tmp[i++];
        for (int x = 0; x < len1; x++) tmp[x] = null;
    }
}
