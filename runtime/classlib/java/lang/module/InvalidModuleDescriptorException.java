// java.lang.module.InvalidModuleDescriptorException: a malformed module-info.
package java.lang.module;

/** Thrown when a module descriptor cannot be read (JDK 17's class). */
public class InvalidModuleDescriptorException extends RuntimeException {
    private static final long serialVersionUID = 4863390386809347380L;

    public InvalidModuleDescriptorException() {}

    public InvalidModuleDescriptorException(String msg) { super(msg); }
}
