// java.lang.module.ModuleDescriptor: a module's name, dependences, exports, opens, services and packages.
package java.lang.module;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A module descriptor (JLS §7.7, JVMS §4.7.25): immutable, compared and printed as JDK 17's.
 * Descriptors come from the installed JDK's module graph (the system modules, recorded at build
 * time) or from a {@link Builder}; jvmlab does not read `module-info.class` files, so
 * {@link #read(InputStream)} throws UnsupportedOperationException. Thread-safe (immutable).
 */
public class ModuleDescriptor implements Comparable<ModuleDescriptor> {

    /** A module's modifiers. */
    public enum Modifier { OPEN, AUTOMATIC, SYNTHETIC, MANDATED }

    /** A dependence upon a module (`requires`). */
    public static final class Requires implements Comparable<Requires> {
        /** A dependence's modifiers. */
        public enum Modifier { TRANSITIVE, STATIC, SYNTHETIC, MANDATED }

        private final Set<Modifier> mods;
        private final String name;
        private final Version compiledVersion;
        private final String rawCompiledVersion;

        Requires(Set<Modifier> ms, String mn, Version v, String rawVersion) {
            this.mods = ms instanceof ForeignEnumSet ? ms : ModuleDescriptor.<Modifier>frozen(ms);
            this.name = mn;
            this.compiledVersion = v;
            this.rawCompiledVersion = v == null ? rawVersion : null;
        }

        public Set<Modifier> modifiers() { return mods; }

        public String name() { return name; }

        public Optional<Version> compiledVersion() { return Optional.ofNullable(compiledVersion); }

        public Optional<String> rawCompiledVersion() {
            return compiledVersion != null ? Optional.of(compiledVersion.toString())
                                           : Optional.ofNullable(rawCompiledVersion);
        }

        public int compareTo(Requires that) {
            if (this == that) return 0;
            int c = name.compareTo(that.name);
            if (c != 0) return c;
            c = Long.compare(modsValue(mods), modsValue(that.mods));
            if (c != 0) return c;
            c = compareNullable(compiledVersion, that.compiledVersion);
            if (c != 0) return c;
            return compareNullable(rawCompiledVersion, that.rawCompiledVersion);
        }

        public boolean equals(Object ob) {
            if (!(ob instanceof Requires)) return false;
            Requires that = (Requires) ob;
            return name.equals(that.name) && mods.equals(that.mods)
                && Objects.equals(compiledVersion, that.compiledVersion)
                && Objects.equals(rawCompiledVersion, that.rawCompiledVersion);
        }

        public int hashCode() {
            int hash = name.hashCode() * 43 + modsHashCode(mods);
            if (compiledVersion != null) hash = hash * 43 + compiledVersion.hashCode();
            if (rawCompiledVersion != null) hash = hash * 43 + rawCompiledVersion.hashCode();
            return hash;
        }

        /** "transitive java.xml", "java.base (@17)". */
        public String toString() {
            String what = compiledVersion != null ? name + " (@" + compiledVersion + ")" : name;
            return ModuleDescriptor.toString(mods, what);
        }
    }

    /** An exported package, to every module or to the named targets. */
    public static final class Exports implements Comparable<Exports> {
        /** An export's modifiers. */
        public enum Modifier { SYNTHETIC, MANDATED }

        private final Set<Modifier> mods;
        private final String source;
        private final Set<String> targets;

        Exports(Set<Modifier> ms, String source, Set<String> targets) {
            this.mods = ms instanceof ForeignEnumSet ? ms : ModuleDescriptor.<Modifier>frozen(ms);
            this.source = source;
            this.targets = ModuleDescriptor.<String>frozen(targets);
        }

        public Set<Modifier> modifiers() { return mods; }

        public boolean isQualified() { return !targets.isEmpty(); }

        public String source() { return source; }

        public Set<String> targets() { return targets; }

        public int compareTo(Exports that) {
            if (this == that) return 0;
            int c = source.compareTo(that.source);
            if (c != 0) return c;
            c = Long.compare(modsValue(mods), modsValue(that.mods));
            if (c != 0) return c;
            return compareSets(targets, that.targets);
        }

        public int hashCode() {
            int hash = modsHashCode(mods);
            hash = hash * 43 + source.hashCode();
            return hash * 43 + targets.hashCode();
        }

        public boolean equals(Object ob) {
            if (!(ob instanceof Exports)) return false;
            Exports other = (Exports) ob;
            return mods.equals(other.mods) && source.equals(other.source) && targets.equals(other.targets);
        }

        public String toString() {
            String s = ModuleDescriptor.toString(mods, source);
            return targets.isEmpty() ? s : s + " to " + targets;
        }
    }

    /** A package open to deep reflection, for every module or the named targets. */
    public static final class Opens implements Comparable<Opens> {
        /** An opens' modifiers. */
        public enum Modifier { SYNTHETIC, MANDATED }

        private final Set<Modifier> mods;
        private final String source;
        private final Set<String> targets;

        Opens(Set<Modifier> ms, String source, Set<String> targets) {
            this.mods = ms instanceof ForeignEnumSet ? ms : ModuleDescriptor.<Modifier>frozen(ms);
            this.source = source;
            this.targets = ModuleDescriptor.<String>frozen(targets);
        }

        public Set<Modifier> modifiers() { return mods; }

        public boolean isQualified() { return !targets.isEmpty(); }

        public String source() { return source; }

        public Set<String> targets() { return targets; }

        public int compareTo(Opens that) {
            if (this == that) return 0;
            int c = source.compareTo(that.source);
            if (c != 0) return c;
            c = Long.compare(modsValue(mods), modsValue(that.mods));
            if (c != 0) return c;
            return compareSets(targets, that.targets);
        }

        public int hashCode() {
            int hash = modsHashCode(mods);
            hash = hash * 43 + source.hashCode();
            return hash * 43 + targets.hashCode();
        }

        public boolean equals(Object ob) {
            if (!(ob instanceof Opens)) return false;
            Opens other = (Opens) ob;
            return mods.equals(other.mods) && source.equals(other.source) && targets.equals(other.targets);
        }

        public String toString() {
            String s = ModuleDescriptor.toString(mods, source);
            return targets.isEmpty() ? s : s + " to " + targets;
        }
    }

    /** A service and the classes that provide it (in declaration order). */
    public static final class Provides implements Comparable<Provides> {
        private final String service;
        private final List<String> providers;

        Provides(String service, List<String> providers) {
            this.service = service;
            this.providers = Collections.unmodifiableList(new ArrayList<String>(providers));
        }

        public String service() { return service; }

        public List<String> providers() { return providers; }

        public int compareTo(Provides that) {
            if (this == that) return 0;
            int c = service.compareTo(that.service);
            if (c != 0) return c;
            int n = Math.min(providers.size(), that.providers.size());
            for (int i = 0; i < n; i++) {
                c = providers.get(i).compareTo(that.providers.get(i));
                if (c != 0) return c;
            }
            return Integer.compare(providers.size(), that.providers.size());
        }

        public int hashCode() { return service.hashCode() * 43 + providers.hashCode(); }

        public boolean equals(Object ob) {
            if (!(ob instanceof Provides)) return false;
            Provides other = (Provides) ob;
            return service.equals(other.service) && providers.equals(other.providers);
        }

        /** "java.nio.file.spi.FileSystemProvider with [jdk.nio.zipfs.ZipFileSystemProvider]". */
        public String toString() { return service + " with " + providers; }
    }

    /**
     * A module version: a number sequence, then an optional pre-release after '-' and an
     * optional build after '+', compared token by token as ModuleDescriptor.Version specifies
     * (numbers numerically, strings lexicographically, trailing zeros ignored).
     */
    public static final class Version implements Comparable<Version> {
        private final String version;
        private final List<Object> sequence;
        private final List<Object> pre;
        private final List<Object> build;

        private static int takeNumber(String s, int i, List<Object> acc) {
            int d = s.charAt(i) - '0';
            int n = s.length();
            while (++i < n) {
                char c = s.charAt(i);
                if (c >= '0' && c <= '9') {
                    d = d * 10 + (c - '0');
                    continue;
                }
                break;
            }
            acc.add(d);
            return i;
        }

        private static int takeString(String s, int i, List<Object> acc) {
            int b = i;
            int n = s.length();
            while (++i < n) {
                char c = s.charAt(i);
                if (c != '.' && c != '-' && c != '+' && !(c >= '0' && c <= '9')) continue;
                break;
            }
            acc.add(s.substring(b, i));
            return i;
        }

        private Version(String v) {
            if (v == null) throw new IllegalArgumentException("Null version string");
            int n = v.length();
            if (n == 0) throw new IllegalArgumentException("Empty version string");
            int i = 0;
            char c = v.charAt(i);
            if (!(c >= '0' && c <= '9')) {
                throw new IllegalArgumentException(v + ": Version string does not start with a number");
            }
            List<Object> sequence = new ArrayList<>(4);
            List<Object> pre = new ArrayList<>(2);
            List<Object> build = new ArrayList<>(2);
            i = takeNumber(v, i, sequence);
            while (i < n) {
                c = v.charAt(i);
                if (c == '.') { i++; continue; }
                if (c == '-' || c == '+') { i++; break; }
                i = (c >= '0' && c <= '9') ? takeNumber(v, i, sequence) : takeString(v, i, sequence);
            }
            if (c == '-' && i >= n) throw new IllegalArgumentException(v + ": Empty pre-release");
            while (i < n) {
                c = v.charAt(i);
                if (c == '.' || c == '-') { i++; continue; }
                if (c == '+') { i++; break; }
                i = (c >= '0' && c <= '9') ? takeNumber(v, i, pre) : takeString(v, i, pre);
            }
            if (c == '+' && i >= n) throw new IllegalArgumentException(v + ": Empty pre-release");
            while (i < n) {
                c = v.charAt(i);
                if (c == '.' || c == '-' || c == '+') { i++; continue; }
                i = (c >= '0' && c <= '9') ? takeNumber(v, i, build) : takeString(v, i, build);
            }
            this.version = v;
            this.sequence = sequence;
            this.pre = pre;
            this.build = build;
        }

        /** Parses `v`; IllegalArgumentException as JDK 17 words it for a malformed string. */
        public static Version parse(String v) {
            return new Version(v);
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private static int compareTokens(List<Object> ts1, List<Object> ts2) {
            int n = Math.min(ts1.size(), ts2.size());
            for (int i = 0; i < n; i++) {
                Object o1 = ts1.get(i);
                Object o2 = ts2.get(i);
                int c;
                if ((o1 instanceof Integer && o2 instanceof Integer)
                        || (o1 instanceof String && o2 instanceof String)) {
                    c = ((Comparable) o1).compareTo(o2);
                } else {
                    c = o1.toString().compareTo(o2.toString());
                }
                if (c != 0) return c;
            }
            List<Object> rest = ts1.size() > ts2.size() ? ts1 : ts2;
            for (int i = n; i < rest.size(); i++) {
                Object o = rest.get(i);
                if (o instanceof Integer && ((Integer) o) == 0) continue;
                return ts1.size() - ts2.size();
            }
            return 0;
        }

        public int compareTo(Version that) {
            int c = compareTokens(sequence, that.sequence);
            if (c != 0) return c;
            if (pre.isEmpty()) {
                if (!that.pre.isEmpty()) return +1;
            } else if (that.pre.isEmpty()) {
                return -1;
            }
            c = compareTokens(pre, that.pre);
            if (c != 0) return c;
            return compareTokens(build, that.build);
        }

        public boolean equals(Object ob) {
            return ob instanceof Version && compareTo((Version) ob) == 0;
        }

        public int hashCode() { return version.hashCode(); }

        public String toString() { return version; }
    }

    private final String name;
    private final Version version;
    private final String rawVersionString;
    private final Set<Modifier> modifiers;
    private final Set<Requires> requires;
    private final Set<Exports> exports;
    private final Set<Opens> opens;
    private final Set<String> uses;
    private final Set<Provides> provides;
    private final Set<String> packages;
    private final String mainClass;

    ModuleDescriptor(String name, Version version, String rawVersionString, Set<Modifier> modifiers,
                     Set<Requires> requires, Set<Exports> exports, Set<Opens> opens, Set<String> uses,
                     Set<Provides> provides, Set<String> packages, String mainClass) {
        this.name = name;
        this.version = version;
        this.rawVersionString = version == null ? rawVersionString : null;
        this.modifiers = modifiers instanceof ForeignEnumSet ? modifiers : ModuleDescriptor.<Modifier>frozen(modifiers);
        this.requires = ModuleDescriptor.<Requires>frozen(requires);
        this.exports = ModuleDescriptor.<Exports>frozen(exports);
        this.opens = ModuleDescriptor.<Opens>frozen(opens);
        this.uses = ModuleDescriptor.<String>frozen(uses);
        this.provides = ModuleDescriptor.<Provides>frozen(provides);
        this.packages = ModuleDescriptor.<String>frozen(packages);
        this.mainClass = mainClass;
    }

    public String name() { return name; }

    public Set<Modifier> modifiers() { return modifiers; }

    public boolean isOpen() { return modifiers.contains(Modifier.OPEN); }

    public boolean isAutomatic() { return modifiers.contains(Modifier.AUTOMATIC); }

    public Set<Requires> requires() { return requires; }

    public Set<Exports> exports() { return exports; }

    public Set<Opens> opens() { return opens; }

    public Set<String> uses() { return uses; }

    public Set<Provides> provides() { return provides; }

    public Optional<Version> version() { return Optional.ofNullable(version); }

    public Optional<String> rawVersion() {
        return version != null ? Optional.of(version.toString()) : Optional.ofNullable(rawVersionString);
    }

    /** "java.base@17.0.15", or the bare name without a version. */
    public String toNameAndVersion() {
        return version != null ? name + "@" + version : name;
    }

    public Optional<String> mainClass() { return Optional.ofNullable(mainClass); }

    public Set<String> packages() { return packages; }

    public int compareTo(ModuleDescriptor that) {
        if (this == that) return 0;
        int c = name.compareTo(that.name);
        if (c != 0) return c;
        c = compareNullable(version, that.version);
        if (c != 0) return c;
        c = compareNullable(rawVersionString, that.rawVersionString);
        if (c != 0) return c;
        c = Long.compare(modsValue(modifiers), modsValue(that.modifiers));
        if (c != 0) return c;
        c = compareSets(requires, that.requires);
        if (c != 0) return c;
        c = compareSets(packages, that.packages);
        if (c != 0) return c;
        c = compareSets(exports, that.exports);
        if (c != 0) return c;
        c = compareSets(opens, that.opens);
        if (c != 0) return c;
        c = compareSets(uses, that.uses);
        if (c != 0) return c;
        c = compareSets(provides, that.provides);
        if (c != 0) return c;
        return compareNullable(mainClass, that.mainClass);
    }

    public boolean equals(Object ob) {
        if (ob == this) return true;
        if (!(ob instanceof ModuleDescriptor)) return false;
        ModuleDescriptor that = (ModuleDescriptor) ob;
        return name.equals(that.name) && modifiers.equals(that.modifiers) && requires.equals(that.requires)
            && packages.equals(that.packages) && exports.equals(that.exports) && opens.equals(that.opens)
            && uses.equals(that.uses) && provides.equals(that.provides)
            && Objects.equals(version, that.version) && Objects.equals(rawVersionString, that.rawVersionString)
            && Objects.equals(mainClass, that.mainClass);
    }

    public int hashCode() {
        int hc = name.hashCode();
        hc = hc * 43 + modsHashCode(modifiers);
        hc = hc * 43 + requires.hashCode();
        hc = hc * 43 + Objects.hashCode(packages);
        hc = hc * 43 + exports.hashCode();
        hc = hc * 43 + opens.hashCode();
        hc = hc * 43 + uses.hashCode();
        hc = hc * 43 + provides.hashCode();
        hc = hc * 43 + Objects.hashCode(version);
        hc = hc * 43 + Objects.hashCode(rawVersionString);
        hc = hc * 43 + Objects.hashCode(mainClass);
        return hc;
    }

    /** "module { name: java.base@17.0.15, [...], uses: [...], exports: [...], ... }" as JDK 17. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (isOpen()) sb.append("open ");
        sb.append("module { name: ").append(toNameAndVersion());
        if (!requires.isEmpty()) sb.append(", ").append(requires);
        if (!uses.isEmpty()) sb.append(", uses: ").append(uses);
        if (!exports.isEmpty()) sb.append(", exports: ").append(exports);
        if (!opens.isEmpty()) sb.append(", opens: ").append(opens);
        if (!provides.isEmpty()) sb.append(", provides: ").append(provides);
        sb.append(" }");
        return sb.toString();
    }

    /** Not supported: jvmlab reads no module-info class files. */
    public static ModuleDescriptor read(InputStream in) {
        throw new UnsupportedOperationException("ModuleDescriptor.read: jvmlab reads no module-info class files");
    }

    /** A builder of a normal module (`requires java.base` added at build()). */
    public static Builder newModule(String name, Set<Modifier> ms) {
        Set<Modifier> mods = new HashSet<>(ms);
        if (mods.contains(Modifier.AUTOMATIC) && mods.size() > 1) {
            throw new IllegalArgumentException("AUTOMATIC cannot be used with other modifiers");
        }
        return new Builder(name, true, mods);
    }

    public static Builder newModule(String name) {
        return new Builder(name, true, new HashSet<Modifier>());
    }

    public static Builder newOpenModule(String name) {
        Set<Modifier> mods = new HashSet<>();
        mods.add(Modifier.OPEN);
        return new Builder(name, true, mods);
    }

    public static Builder newAutomaticModule(String name) {
        Set<Modifier> mods = new HashSet<>();
        mods.add(Modifier.AUTOMATIC);
        return new Builder(name, true, mods);
    }

    /**
     * Builds a ModuleDescriptor with JDK 17's checks (legal names when strict, no duplicate
     * declarations, nothing but packages, provides and a main class for automatic modules).
     * Not thread-safe.
     */
    public static final class Builder {
        final String name;
        final boolean strict;
        final Set<Modifier> modifiers;
        final boolean open;
        final boolean automatic;
        final Set<String> packages = new HashSet<>();
        final Map<String, Requires> requires = new HashMap<>();
        final Map<String, Exports> exports = new HashMap<>();
        final Map<String, Opens> opens = new HashMap<>();
        final Set<String> uses = new HashSet<>();
        final Map<String, Provides> provides = new HashMap<>();
        Version version;
        String rawVersionString;
        String mainClass;

        Builder(String name, boolean strict, Set<Modifier> modifiers) {
            this.name = strict ? requireModuleName(name) : name;
            this.strict = strict;
            this.modifiers = modifiers;
            this.open = modifiers.contains(Modifier.OPEN);
            this.automatic = modifiers.contains(Modifier.AUTOMATIC);
        }

        public Builder requires(Requires req) {
            if (automatic) throw new IllegalStateException("Automatic modules cannot declare dependences");
            String mn = req.name();
            if (name.equals(mn)) throw new IllegalArgumentException("Dependence on self");
            if (requires.containsKey(mn)) {
                throw new IllegalStateException("Dependence upon " + mn + " already declared");
            }
            requires.put(mn, req);
            return this;
        }

        public Builder requires(Set<Requires.Modifier> ms, String mn, Version compiledVersion) {
            Objects.requireNonNull(compiledVersion);
            if (strict) mn = requireModuleName(mn);
            return requires(new Requires(ms, mn, compiledVersion, null));
        }

        Builder requires(Set<Requires.Modifier> ms, String mn, String rawCompiledVersion) {
            Version v = null;
            try {
                v = rawCompiledVersion == null ? null : Version.parse(rawCompiledVersion);
            } catch (IllegalArgumentException e) {
                // unparseable: kept raw
            }
            return requires(new Requires(ms, mn, v, rawCompiledVersion));
        }

        public Builder requires(Set<Requires.Modifier> ms, String mn) {
            if (strict) mn = requireModuleName(mn);
            return requires(new Requires(ms, mn, null, null));
        }

        public Builder requires(String mn) {
            return requires(EnumSetLike.<Requires.Modifier>none(), mn);
        }

        public Builder exports(Exports e) {
            if (automatic) throw new IllegalStateException("Automatic modules cannot declare exported packages");
            String source = e.source();
            if (exports.containsKey(source)) {
                throw new IllegalStateException("Exported package " + source + " already declared");
            }
            exports.put(source, e);
            packages.add(source);
            return this;
        }

        public Builder exports(Set<Exports.Modifier> ms, String pn, Set<String> targets) {
            targets = new HashSet<>(targets);
            if (targets.isEmpty()) throw new IllegalArgumentException("Empty target set");
            if (strict) {
                requirePackageName(pn);
                for (String t : targets) requireModuleName(t);
            }
            return exports(new Exports(ms, pn, targets));
        }

        public Builder exports(Set<Exports.Modifier> ms, String pn) {
            if (strict) requirePackageName(pn);
            return exports(new Exports(ms, pn, Collections.<String>emptySet()));
        }

        public Builder exports(String pn, Set<String> targets) {
            return exports(EnumSetLike.<Exports.Modifier>none(), pn, targets);
        }

        public Builder exports(String pn) {
            return exports(EnumSetLike.<Exports.Modifier>none(), pn);
        }

        public Builder opens(Opens obj) {
            if (open || automatic) {
                throw new IllegalStateException("Open or automatic modules cannot declare open packages");
            }
            String source = obj.source();
            if (opens.containsKey(source)) {
                throw new IllegalStateException("Open package " + source + " already declared");
            }
            opens.put(source, obj);
            packages.add(source);
            return this;
        }

        public Builder opens(Set<Opens.Modifier> ms, String pn, Set<String> targets) {
            targets = new HashSet<>(targets);
            if (targets.isEmpty()) throw new IllegalArgumentException("Empty target set");
            if (strict) {
                requirePackageName(pn);
                for (String t : targets) requireModuleName(t);
            }
            return opens(new Opens(ms, pn, targets));
        }

        public Builder opens(Set<Opens.Modifier> ms, String pn) {
            if (strict) requirePackageName(pn);
            return opens(new Opens(ms, pn, Collections.<String>emptySet()));
        }

        public Builder opens(String pn, Set<String> targets) {
            return opens(EnumSetLike.<Opens.Modifier>none(), pn, targets);
        }

        public Builder opens(String pn) {
            return opens(EnumSetLike.<Opens.Modifier>none(), pn);
        }

        public Builder uses(String service) {
            if (automatic) throw new IllegalStateException("Automatic modules can not declare service dependences");
            if (strict) requireTypeName("service type name", service);
            if (uses.contains(service)) {
                throw new IllegalStateException("Dependence upon service " + service + " already declared");
            }
            uses.add(service);
            return this;
        }

        public Builder provides(Provides p) {
            String service = p.service();
            if (provides.containsKey(service)) {
                throw new IllegalStateException("Providers of service " + service + " already declared");
            }
            provides.put(service, p);
            for (String pr : p.providers()) packages.add(packageName(pr));
            return this;
        }

        public Builder provides(String service, List<String> providers) {
            providers = new ArrayList<>(providers);
            if (providers.isEmpty()) throw new IllegalArgumentException("Empty providers set");
            if (strict) {
                requireTypeName("service type name", service);
                for (String pr : providers) requireTypeName("provider class name", pr);
            }
            if (packageName(service).isEmpty()) throw new IllegalArgumentException(service + ": unnamed package");
            for (String pr : providers) {
                if (packageName(pr).isEmpty()) throw new IllegalArgumentException(pr + ": unnamed package");
            }
            return provides(new Provides(service, providers));
        }

        public Builder packages(Set<String> pns) {
            if (strict) {
                for (String pn : pns) requirePackageName(pn);
            }
            packages.addAll(pns);
            return this;
        }

        public Builder version(Version v) {
            version = Objects.requireNonNull(v);
            rawVersionString = null;
            return this;
        }

        public Builder version(String vs) {
            try {
                version = Version.parse(vs);
                rawVersionString = null;
            } catch (IllegalArgumentException e) {
                if (strict) throw e;
                version = null;
                rawVersionString = vs;
            }
            return this;
        }

        public Builder mainClass(String mc) {
            if (strict) requireTypeName("main class name", mc);
            String pn = packageName(mc);
            if (pn.isEmpty()) throw new IllegalArgumentException(mc + ": unnamed package");
            packages.add(pn);
            mainClass = mc;
            return this;
        }

        public ModuleDescriptor build() {
            Set<Requires> rs = new HashSet<>(requires.values());
            if (strict && !name.equals("java.base") && !requires.containsKey("java.base")) {
                Set<Requires.Modifier> mandated = new HashSet<>();
                mandated.add(Requires.Modifier.MANDATED);
                rs.add(new Requires(mandated, "java.base", null, null));
            }
            return new ModuleDescriptor(name, version, rawVersionString, modifiers, rs,
                new HashSet<>(exports.values()), new HashSet<>(opens.values()), uses,
                new HashSet<>(provides.values()), packages, mainClass);
        }
    }

    /** Empty modifier sets for the builder's short forms. */
    static final class EnumSetLike {
        static <E> Set<E> none() {
            return Collections.<E>emptySet();
        }
    }

    // --- helpers ---

    private static final Set<String> KEYWORDS = new HashSet<>(java.util.Arrays.asList(
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
        "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
        "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
        "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
        "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
        "volatile", "while", "true", "false", "null", "_"));

    private static boolean isJavaIdentifier(String s) {
        if (s.isEmpty() || KEYWORDS.contains(s)) return false;
        if (!Character.isJavaIdentifierStart(s.codePointAt(0))) return false;
        for (int i = Character.charCount(s.codePointAt(0)); i < s.length(); ) {
            int cp = s.codePointAt(i);
            if (!Character.isJavaIdentifierPart(cp)) return false;
            i += Character.charCount(cp);
        }
        return true;
    }

    static String requireModuleName(String name) {
        if (name == null) throw new IllegalArgumentException("Null module name");
        int next;
        int off = 0;
        while ((next = name.indexOf('.', off)) != -1) {
            String id = name.substring(off, next);
            if (!isJavaIdentifier(id)) {
                throw new IllegalArgumentException(name + ": Invalid module name: '" + id + "' is not a Java identifier");
            }
            off = next + 1;
        }
        String last = name.substring(off);
        if (!isJavaIdentifier(last)) {
            throw new IllegalArgumentException(name + ": Invalid module name: '" + last + "' is not a Java identifier");
        }
        return name;
    }

    private static String requirePackageName(String name) {
        return requireTypeName("package name", name);
    }

    private static String requireTypeName(String what, String name) {
        if (name == null) throw new IllegalArgumentException("Null " + what);
        int next;
        int off = 0;
        while ((next = name.indexOf('.', off)) != -1) {
            String id = name.substring(off, next);
            if (!isJavaIdentifier(id)) {
                throw new IllegalArgumentException(name + ": Invalid " + what + ": '" + id + "' is not a Java identifier");
            }
            off = next + 1;
        }
        String last = name.substring(off);
        if (!isJavaIdentifier(last)) {
            throw new IllegalArgumentException(name + ": Invalid " + what + ": '" + last + "' is not a Java identifier");
        }
        return name;
    }

    private static String packageName(String cn) {
        int index = cn.lastIndexOf('.');
        return index == -1 ? "" : cn.substring(0, index);
    }

    /**
     * A modifier set as the installed JDK 17's boot layer gives them when its CDS archive holds
     * the module graph and its enum constants are not the class's own (JDK-8275731): it prints
     * and iterates its modifiers, but contains() is false for every constant (GenModuleGraph
     * records whether the installed java does this).
     */
    static final class ForeignEnumSet<E> extends java.util.AbstractSet<E> {
        private final Set<E> elements;

        ForeignEnumSet(Collection<E> elements) {
            this.elements = frozen(elements);
        }

        public Iterator<E> iterator() {
            return elements.iterator();
        }

        public int size() {
            return elements.size();
        }

        public boolean contains(Object o) {
            return false;
        }
    }

    static <T> Set<T> frozen(Collection<T> c) {
        return c.isEmpty() ? Collections.<T>emptySet() : Collections.unmodifiableSet(new HashSet<T>(c));
    }

    private static String toString(Set<? extends Enum<?>> mods, String what) {
        StringBuilder sb = new StringBuilder();
        for (Enum<?> e : mods) {
            sb.append(e.name().toLowerCase(java.util.Locale.ROOT)).append(' ');
        }
        return sb.append(what).toString();
    }

    private static long modsValue(Set<? extends Enum<?>> mods) {
        long value = 0;
        for (Enum<?> e : mods) value += 1L << e.ordinal();
        return value;
    }

    private static int modsHashCode(Set<? extends Enum<?>> mods) {
        int h = 0;
        for (Enum<?> e : mods) h += e.name().hashCode();
        return h;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareNullable(Object a, Object b) {
        if (a == b) return 0;
        if (a == null) return -1;
        if (b == null) return 1;
        return ((Comparable) a).compareTo(b);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareSets(Set<?> s1, Set<?> s2) {
        Object[] a1 = new TreeSet(s1).toArray();
        Object[] a2 = new TreeSet(s2).toArray();
        int n = Math.min(a1.length, a2.length);
        for (int i = 0; i < n; i++) {
            int c = ((Comparable) a1[i]).compareTo(a2[i]);
            if (c != 0) return c;
        }
        return Integer.compare(a1.length, a2.length);
    }
}
