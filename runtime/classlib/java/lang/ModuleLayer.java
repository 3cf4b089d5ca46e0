// java.lang.ModuleLayer: a layer of modules, each mapped to a class loader.
package java.lang;

import java.lang.module.Configuration;
import java.lang.module.ResolvedModule;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A layer of modules (JEP 261): a Configuration whose modules are defined to class loaders.
 * The boot layer is the installed JDK 17's for a class-path program (its modules, their loaders
 * and their reads, recorded at build time), built on the first call that needs it, so programs
 * that never ask pay nothing. Layers defined by programs get Module objects and a new loader per
 * the chosen policy; jvmlab defines no classes from them (it reads no module content).
 * Thread-safe.
 */
public final class ModuleLayer {
    private static final ModuleLayer EMPTY = new ModuleLayer(Configuration.empty(),
        Collections.<ModuleLayer>emptyList(), null);

    private static ModuleLayer bootLayer;

    private final Configuration cf;
    private final List<ModuleLayer> parents;
    private final Map<String, Module> nameToModule;
    private Set<Module> modules;

    private ModuleLayer(Configuration cf, List<ModuleLayer> parents, Function<String, ClassLoader> clf) {
        this.cf = cf;
        this.parents = Collections.unmodifiableList(new ArrayList<ModuleLayer>(parents));
        Map<String, Module> map = new HashMap<>();
        for (ResolvedModule rm : cf.modules()) {
            map.put(rm.name(), new Module(this, clf.apply(rm.name()), rm.reference().descriptor()));
        }
        this.nameToModule = map;
        for (ResolvedModule rm : cf.modules()) {
            Set<Module> reads = new HashSet<>();
            for (ResolvedModule other : rm.reads()) {
                Module m = moduleFor(other);
                if (m != null) {
                    reads.add(m);
                }
            }
            map.get(rm.name()).setReads(Collections.unmodifiableSet(reads));
        }
    }

    /** The Module of a resolved module of this layer's configuration or of a parent layer's. */
    private Module moduleFor(ResolvedModule rm) {
        for (ModuleLayer l : layers()) {
            if (l.cf == rm.configuration()) {
                return l.nameToModule.get(rm.name());
            }
        }
        return null;
    }

    /** Controls a layer a program defined: adds reads, exports and opens to its modules. */
    public static final class Controller {
        private final ModuleLayer layer;

        Controller(ModuleLayer layer) {
            this.layer = layer;
        }

        public ModuleLayer layer() {
            return layer;
        }

        private void ensureInLayer(Module source) {
            if (source.getLayer() != layer) {
                throw new IllegalArgumentException(source + " not in layer");
            }
        }

        public Controller addReads(Module source, Module target) {
            ensureInLayer(source);
            Objects.requireNonNull(target);
            source.addReadsFromController(target);
            return this;
        }

        public Controller addExports(Module source, String pn, Module target) {
            ensureInLayer(source);
            Objects.requireNonNull(pn);
            Objects.requireNonNull(target);
            source.addExportsFromController(pn, target, false);
            return this;
        }

        public Controller addOpens(Module source, String pn, Module target) {
            ensureInLayer(source);
            Objects.requireNonNull(pn);
            Objects.requireNonNull(target);
            source.addExportsFromController(pn, target, true);
            return this;
        }
    }

    private static void checkConfiguration(Configuration cf, List<ModuleLayer> parentLayers) {
        Objects.requireNonNull(cf);
        List<Configuration> parentConfigurations = cf.parents();
        if (parentLayers.size() != parentConfigurations.size()) {
            throw new IllegalArgumentException("wrong number of parents");
        }
        int index = 0;
        for (ModuleLayer parent : parentLayers) {
            if (parent.configuration() != parentConfigurations.get(index)) {
                throw new IllegalArgumentException("Parent of configuration != configuration of this Layer");
            }
            index++;
        }
    }

    public ModuleLayer defineModulesWithOneLoader(Configuration cf, ClassLoader parentLoader) {
        List<ModuleLayer> ps = new ArrayList<>();
        ps.add(this);
        return defineModulesWithOneLoader(cf, ps, parentLoader).layer();
    }

    public ModuleLayer defineModulesWithManyLoaders(Configuration cf, ClassLoader parentLoader) {
        List<ModuleLayer> ps = new ArrayList<>();
        ps.add(this);
        return defineModulesWithManyLoaders(cf, ps, parentLoader).layer();
    }

    public ModuleLayer defineModules(Configuration cf, Function<String, ClassLoader> clf) {
        List<ModuleLayer> ps = new ArrayList<>();
        ps.add(this);
        return defineModules(cf, ps, clf).layer();
    }

    public static Controller defineModulesWithOneLoader(Configuration cf, List<ModuleLayer> parentLayers,
                                                        ClassLoader parentLoader) {
        List<ModuleLayer> parents = new ArrayList<>(parentLayers);
        checkConfiguration(cf, parents);
        final ClassLoader loader = new jdk.internal.loader.Loader(parentLoader);
        return new Controller(new ModuleLayer(cf, parents, new Function<String, ClassLoader>() {
            public ClassLoader apply(String mn) {
                return loader;
            }
        }));
    }

    public static Controller defineModulesWithManyLoaders(Configuration cf, List<ModuleLayer> parentLayers,
                                                          final ClassLoader parentLoader) {
        List<ModuleLayer> parents = new ArrayList<>(parentLayers);
        checkConfiguration(cf, parents);
        return new Controller(new ModuleLayer(cf, parents, new Function<String, ClassLoader>() {
            public ClassLoader apply(String mn) {
                return new jdk.internal.loader.Loader(parentLoader);
            }
        }));
    }

    public static Controller defineModules(Configuration cf, List<ModuleLayer> parentLayers,
                                           Function<String, ClassLoader> clf) {
        List<ModuleLayer> parents = new ArrayList<>(parentLayers);
        checkConfiguration(cf, parents);
        Objects.requireNonNull(clf);
        return new Controller(new ModuleLayer(cf, parents, clf));
    }

    public Configuration configuration() {
        return cf;
    }

    /** The parent layers in search order (the boot layer's: the empty layer). */
    public List<ModuleLayer> parents() {
        return parents;
    }

    /** This layer and its ancestors, depth first, each once. */
    private List<ModuleLayer> layers() {
        List<ModuleLayer> all = new ArrayList<>();
        Set<ModuleLayer> seen = new HashSet<>();
        Deque<ModuleLayer> stack = new ArrayDeque<>();
        stack.push(this);
        while (!stack.isEmpty()) {
            ModuleLayer l = stack.pop();
            if (seen.add(l)) {
                all.add(l);
                for (int i = l.parents.size() - 1; i >= 0; i--) {
                    stack.push(l.parents.get(i));
                }
            }
        }
        return all;
    }

    public synchronized Set<Module> modules() {
        if (modules == null) {
            modules = Collections.unmodifiableSet(new HashSet<Module>(nameToModule.values()));
        }
        return modules;
    }

    /** The module `name` in this layer, else in the nearest ancestor that has it. */
    public Optional<Module> findModule(String name) {
        Objects.requireNonNull(name);
        if (this == EMPTY) {
            return Optional.empty();
        }
        for (ModuleLayer l : layers()) {
            Module m = l.nameToModule.get(name);
            if (m != null) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** The loader of module `name` (null: the bootstrap loader); IllegalArgumentException if unknown. */
    public ClassLoader findLoader(String name) {
        Optional<Module> om = findModule(name);
        if (om.isPresent()) {
            return om.get().getClassLoader();
        }
        throw new IllegalArgumentException("Module " + name + " not known to this layer");
    }

    /** The module names, comma-separated. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Module m : modules()) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(m.getName());
        }
        return sb.toString();
    }

    public static ModuleLayer empty() {
        return EMPTY;
    }

    /** The boot layer: the installed JDK 17's for `java -cp`, with its modules' loaders. */
    public static synchronized ModuleLayer boot() {
        if (bootLayer == null) {
            final jvmlab.internal.module.ModuleAccess access = jvmlab.internal.module.ModuleAccess.get();
            List<ModuleLayer> ps = new ArrayList<>();
            ps.add(EMPTY);
            bootLayer = new ModuleLayer(access.bootConfiguration(), ps, new Function<String, ClassLoader>() {
                public ClassLoader apply(String mn) {
                    char c = access.loaderOf(mn);
                    return c == 'B' ? null : c == 'P' ? ClassLoader.getPlatformClassLoader()
                                                      : ClassLoader.getSystemClassLoader();
                }
            });
        }
        return bootLayer;
    }
}
