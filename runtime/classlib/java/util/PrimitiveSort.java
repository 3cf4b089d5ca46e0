// java.util.PrimitiveSort: in-place sorts of primitive arrays (median-of-three quicksort + insertion sort).
package java.util;

/**
 * Sorts a[from, to) ascending. Quicksort with a median-of-three pivot moved to the front and Hoare
 * partitioning (equal keys split evenly), recursing into the smaller side; ranges of at most 16 use
 * insertion sort. float/double: NaNs are moved to the end first, then the rest is sorted with &lt;, then
 * the run of zeros is rewritten so -0.0 precedes 0.0 (the order Float/Double.compare define, as JDK 17).
 * Package-private; used by Arrays.sort.
 */
final class PrimitiveSort {
    private PrimitiveSort() {}

    private static final int INSERTION_SORT_THRESHOLD = 16;

     static void sort(int[] a, int lo, int hi) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            // Median of three, moved to a[lo] so partitioning always makes progress
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[last] < a[lo]) swap(a, last, lo);
            if (a[last] < a[mid]) swap(a, last, mid);
            swap(a, lo, mid);
            int pivot = a[lo];
            // Hoare partition: a[lo..j] <= pivot <= a[j+1..hi)
            int i = lo - 1;
            int j = hi;
            for (;;) {
                do i++; while (a[i] < pivot);
                do j--; while (pivot < a[j]);
                if (i >= j) break;
                swap(a, i, j);
            }
            if (j + 1 - lo < hi - (j + 1)) {
                sort(a, lo, j + 1);
                lo = j + 1;
            } else {
                sort(a, j + 1, hi);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

     static void sort(long[] a, int lo, int hi) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            // Median of three, moved to a[lo] so partitioning always makes progress
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[last] < a[lo]) swap(a, last, lo);
            if (a[last] < a[mid]) swap(a, last, mid);
            swap(a, lo, mid);
            long pivot = a[lo];
            // Hoare partition: a[lo..j] <= pivot <= a[j+1..hi)
            int i = lo - 1;
            int j = hi;
            for (;;) {
                do i++; while (a[i] < pivot);
                do j--; while (pivot < a[j]);
                if (i >= j) break;
                swap(a, i, j);
            }
            if (j + 1 - lo < hi - (j + 1)) {
                sort(a, lo, j + 1);
                lo = j + 1;
            } else {
                sort(a, j + 1, hi);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            long x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

     static void sort(short[] a, int lo, int hi) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            // Median of three, moved to a[lo] so partitioning always makes progress
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[last] < a[lo]) swap(a, last, lo);
            if (a[last] < a[mid]) swap(a, last, mid);
            swap(a, lo, mid);
            short pivot = a[lo];
            // Hoare partition: a[lo..j] <= pivot <= a[j+1..hi)
            int i = lo - 1;
            int j = hi;
            for (;;) {
                do i++; while (a[i] < pivot);
                do j--; while (pivot < a[j]);
                if (i >= j) break;
                swap(a, i, j);
            }
            if (j + 1 - lo < hi - (j + 1)) {
                sort(a, lo, j + 1);
                lo = j + 1;
            } else {
                sort(a, j + 1, hi);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            short x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void swap(short[] a, int i, int j) {
        short t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

     static void sort(char[] a, int lo, int hi) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            // Median of three, moved to a[lo] so partitioning always makes progress
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[last] < a[lo]) swap(a, last, lo);
            if (a[last] < a[mid]) swap(a, last, mid);
            swap(a, lo, mid);
            char pivot = a[lo];
            // Hoare partition: a[lo..j] <= pivot <= a[j+1..hi)
            int i = lo - 1;
            int j = hi;
            for (;;) {
                do i++; while (a[i] < pivot);
                do j--; while (pivot < a[j]);
                if (i >= j) break;
                swap(a, i, j);
            }
            if (j + 1 - lo < hi - (j + 1)) {
                sort(a, lo, j + 1);
                lo = j + 1;
            } else {
                sort(a, j + 1, hi);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            char x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void swap(char[] a, int i, int j) {
        char t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

     static void sort(byte[] a, int lo, int hi) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            // Median of three, moved to a[lo] so partitioning always makes progress
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[last] < a[lo]) swap(a, last, lo);
            if (a[last] < a[mid]) swap(a, last, mid);
            swap(a, lo, mid);
            byte pivot = a[lo];
            // Hoare partition: a[lo..j] <= pivot <= a[j+1..hi)
            int i = lo - 1;
            int j = hi;
            for (;;) {
                do i++; while (a[i] < pivot);
                do j--; while (pivot < a[j]);
                if (i >= j) break;
                swap(a, i, j);
            }
            if (j + 1 - lo < hi - (j + 1)) {
                sort(a, lo, j + 1);
                lo = j + 1;
            } else {
                sort(a, j + 1, hi);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            byte x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void swap(byte[] a, int i, int j) {
        byte t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    private static void sortCore(float[] a, int lo, int hi) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            // Median of three, moved to a[lo] so partitioning always makes progress
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[last] < a[lo]) swap(a, last, lo);
            if (a[last] < a[mid]) swap(a, last, mid);
            swap(a, lo, mid);
            float pivot = a[lo];
            // Hoare partition: a[lo..j] <= pivot <= a[j+1..hi)
            int i = lo - 1;
            int j = hi;
            for (;;) {
                do i++; while (a[i] < pivot);
                do j--; while (pivot < a[j]);
                if (i >= j) break;
                swap(a, i, j);
            }
            if (j + 1 - lo < hi - (j + 1)) {
                sortCore(a, lo, j + 1);
                lo = j + 1;
            } else {
                sortCore(a, j + 1, hi);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            float x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void swap(float[] a, int i, int j) {
        float t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    private static void sortCore(double[] a, int lo, int hi) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            // Median of three, moved to a[lo] so partitioning always makes progress
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[last] < a[lo]) swap(a, last, lo);
            if (a[last] < a[mid]) swap(a, last, mid);
            swap(a, lo, mid);
            double pivot = a[lo];
            // Hoare partition: a[lo..j] <= pivot <= a[j+1..hi)
            int i = lo - 1;
            int j = hi;
            for (;;) {
                do i++; while (a[i] < pivot);
                do j--; while (pivot < a[j]);
                if (i >= j) break;
                swap(a, i, j);
            }
            if (j + 1 - lo < hi - (j + 1)) {
                sortCore(a, lo, j + 1);
                lo = j + 1;
            } else {
                sortCore(a, j + 1, hi);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            double x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(float[] a, int from, int to) {
        // Move NaNs to the end
        int end = to;
        for (int k = from; k < end; ) {
            float v = a[k];
            if (v != v) {
                a[k] = a[--end];
                a[end] = v;
            } else {
                k++;
            }
        }
        sortCore(a, from, end);
        // Zeros compare equal under <; put negative zeros first
        int lo = from;
        int hi = end;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < 0.0f) lo = mid + 1;
            else hi = mid;
        }
        int negZeros = 0;
        int k = lo;
        for (; k < end && a[k] == 0.0f; k++) if (1.0f / a[k] < 0) negZeros++;
        for (int i = lo; i < k; i++) a[i] = (i - lo < negZeros) ? -0.0f : 0.0f;
    }

    static void sort(double[] a, int from, int to) {
        // Move NaNs to the end
        int end = to;
        for (int k = from; k < end; ) {
            double v = a[k];
            if (v != v) {
                a[k] = a[--end];
                a[end] = v;
            } else {
                k++;
            }
        }
        sortCore(a, from, end);
        // Zeros compare equal under <; put negative zeros first
        int lo = from;
        int hi = end;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < 0.0) lo = mid + 1;
            else hi = mid;
        }
        int negZeros = 0;
        int k = lo;
        for (; k < end && a[k] == 0.0; k++) if (1.0 / a[k] < 0) negZeros++;
        for (int i = lo; i < k; i++) a[i] = (i - lo < negZeros) ? -0.0 : 0.0;
    }

}
