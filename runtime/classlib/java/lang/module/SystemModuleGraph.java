// java.lang.module.SystemModuleGraph: the installed JDK's system modules and boot layer, parsed on first use.
package java.lang.module;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Parses ModuleGraphData (generated at build time by runtime/natives/GenModuleGraph.java from
 * the real JDK: its line format is documented there) into ModuleDescriptors, the system
 * ModuleFinder and the boot layer's Configuration. Loaded only when a program asks about
 * modules. Thread-safe (initialization of the holder class).
 */
final class SystemModuleGraph {
    private SystemModuleGraph() {}

    /** A system module: content in the JDK's jrt image, which jvmlab cannot read. */
    static final class SystemReference extends ModuleReference {
        SystemReference(ModuleDescriptor d) {
            super(d, URI.create("jrt:/" + d.name()));
        }

        public ModuleReader open() throws IOException {
            return new ModuleReader() {
                public Optional<URI> find(String name) {
                    return Optional.empty();
                }

                public Stream<String> list() {
                    return Stream.empty();
                }

                public void close() {}
            };
        }
    }

    private static final class Graph {
        static final Graph INSTANCE = new Graph();

        final Map<String, ModuleReference> system = new LinkedHashMap<>();
        final Map<String, Character> loaders = new HashMap<>();
        final Map<String, String> packageToModule = new HashMap<>();
        /** The boot layer's descriptors have JDK-8275731's foreign modifier constants. */
        boolean foreign;
        final Configuration boot;
        final ModuleFinder finder;

        Graph() {
            Map<String, List<String>> reads = new LinkedHashMap<>();
            List<ModuleReference> bootRefs = new ArrayList<>();
            String text = ModuleGraphData.text();
            int pos = 0;
            Parsed current = null;
            while (pos < text.length()) {
                int nl = text.indexOf('\n', pos);
                String line = text.substring(pos, nl);
                pos = nl + 1;
                String[] f = line.split(" ", -1);
                char kind = f[0].charAt(0);
                if (kind == 'F') {
                    foreign = f[1].equals("1");
                } else if (kind == 'M') {
                    if (current != null) {
                        current.finish(this, bootRefs);
                    }
                    current = new Parsed(f);
                } else if (kind == 'D') {
                    reads.put(current.name, list(f[1]));
                } else {
                    current.add(kind, f);
                }
            }
            if (current != null) {
                current.finish(this, bootRefs);
            }
            List<Configuration> parents = new ArrayList<>();
            parents.add(Configuration.empty());
            boot = new Configuration(parents, bootRefs, reads);
            final Map<String, ModuleReference> all = Collections.unmodifiableMap(system);
            final Set<ModuleReference> allSet = Collections.unmodifiableSet(new HashSet<ModuleReference>(all.values()));
            finder = new ModuleFinder() {
                public Optional<ModuleReference> find(String name) {
                    return Optional.ofNullable(all.get(java.util.Objects.requireNonNull(name)));
                }

                public Set<ModuleReference> findAll() {
                    return allSet;
                }
            };
        }
    }

    /** One M line and the lines after it. */
    private static final class Parsed {
        final String name;
        final boolean inBoot;
        final char loader;
        final String version;
        final Set<ModuleDescriptor.Modifier> modifiers = new HashSet<>();
        final String mainClass;
        final Set<ModuleDescriptor.Requires> requires = new HashSet<>();
        final Set<ModuleDescriptor.Exports> exports = new HashSet<>();
        final Set<ModuleDescriptor.Opens> opens = new HashSet<>();
        final Set<String> uses = new HashSet<>();
        final Set<ModuleDescriptor.Provides> provides = new HashSet<>();
        final Set<String> packages = new HashSet<>();

        Parsed(String[] f) {
            name = f[1];
            inBoot = f[2].equals("1");
            loader = f[3].charAt(0);
            version = f[4].equals("-") ? (f[5].equals("-") ? null : f[5]) : f[4];
            for (String m : list(f[6])) {
                modifiers.add(ModuleDescriptor.Modifier.valueOf(m));
            }
            mainClass = f[7].equals("-") ? null : f[7];
        }

        void add(char kind, String[] f) {
            switch (kind) {
                case 'R': {
                    Set<ModuleDescriptor.Requires.Modifier> ms = new HashSet<>();
                    for (String m : list(f[1])) {
                        ms.add(ModuleDescriptor.Requires.Modifier.valueOf(m));
                    }
                    ModuleDescriptor.Version v = null;
                    String raw = f[4].equals("-") ? null : f[4];
                    if (!f[3].equals("-")) {
                        v = ModuleDescriptor.Version.parse(f[3]);
                    }
                    requires.add(new ModuleDescriptor.Requires(ms, f[2], v, raw));
                    break;
                }
                case 'E': {
                    Set<ModuleDescriptor.Exports.Modifier> ms = new HashSet<>();
                    for (String m : list(f[1])) {
                        ms.add(ModuleDescriptor.Exports.Modifier.valueOf(m));
                    }
                    exports.add(new ModuleDescriptor.Exports(ms, f[2], new HashSet<String>(list(f[3]))));
                    break;
                }
                case 'O': {
                    Set<ModuleDescriptor.Opens.Modifier> ms = new HashSet<>();
                    for (String m : list(f[1])) {
                        ms.add(ModuleDescriptor.Opens.Modifier.valueOf(m));
                    }
                    opens.add(new ModuleDescriptor.Opens(ms, f[2], new HashSet<String>(list(f[3]))));
                    break;
                }
                case 'U':
                    uses.add(f[1]);
                    break;
                case 'S':
                    provides.add(new ModuleDescriptor.Provides(f[1], list(f[2])));
                    break;
                case 'K':
                    packages.addAll(list(f[1]));
                    break;
                default:
                    break;
            }
        }

        void finish(Graph g, List<ModuleReference> bootRefs) {
            ModuleDescriptor.Version v = null;
            String raw = null;
            if (version != null) {
                try {
                    v = ModuleDescriptor.Version.parse(version);
                } catch (IllegalArgumentException e) {
                    raw = version;
                }
            }
            ModuleDescriptor d = new ModuleDescriptor(name, v, raw, modifiers, requires, exports, opens,
                                                      uses, provides, packages, mainClass);
            ModuleReference r = new SystemReference(d);
            g.system.put(name, r);
            if (inBoot) {
                if (g.foreign) {
                    // the boot layer's own descriptor objects, distinct from ofSystem()'s
                    Set<ModuleDescriptor.Requires> rs = new HashSet<>();
                    for (ModuleDescriptor.Requires q : requires) {
                        rs.add(new ModuleDescriptor.Requires(
                            new ModuleDescriptor.ForeignEnumSet<ModuleDescriptor.Requires.Modifier>(q.modifiers()),
                            q.name(), q.compiledVersion().orElse(null), q.rawCompiledVersion().orElse(null)));
                    }
                    Set<ModuleDescriptor.Exports> es = new HashSet<>();
                    for (ModuleDescriptor.Exports e : exports) {
                        es.add(new ModuleDescriptor.Exports(
                            new ModuleDescriptor.ForeignEnumSet<ModuleDescriptor.Exports.Modifier>(e.modifiers()),
                            e.source(), e.targets()));
                    }
                    Set<ModuleDescriptor.Opens> os = new HashSet<>();
                    for (ModuleDescriptor.Opens o : opens) {
                        os.add(new ModuleDescriptor.Opens(
                            new ModuleDescriptor.ForeignEnumSet<ModuleDescriptor.Opens.Modifier>(o.modifiers()),
                            o.source(), o.targets()));
                    }
                    r = new SystemReference(new ModuleDescriptor(name, v, raw,
                        new ModuleDescriptor.ForeignEnumSet<ModuleDescriptor.Modifier>(modifiers), rs, es, os,
                        uses, provides, packages, mainClass));
                }
                bootRefs.add(r);
                g.loaders.put(name, loader);
                for (String pn : packages) {
                    g.packageToModule.put(pn, name);
                }
            }
        }
    }

    private static List<String> list(String field) {
        if (field.equals("-")) {
            return Collections.emptyList();
        }
        return Arrays.asList(field.split(","));
    }

    static ModuleFinder systemFinder() {
        return Graph.INSTANCE.finder;
    }

    /** What java.lang needs (jvmlab.internal.module.ModuleAccess). */
    static final class Access extends jvmlab.internal.module.ModuleAccess {
        public Configuration bootConfiguration() {
            return Graph.INSTANCE.boot;
        }

        public char loaderOf(String moduleName) {
            Character c = Graph.INSTANCE.loaders.get(moduleName);
            return c == null ? 'B' : c;
        }

        public String moduleOfPackage(String pn) {
            return Graph.INSTANCE.packageToModule.get(pn);
        }
    }
}
