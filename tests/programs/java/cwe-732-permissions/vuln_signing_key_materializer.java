// Writes the release-signing key fetched from the secret store into a build job's workspace.
package dev.buildyard.agent.signing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

public class SigningKeyMaterializer {

    private final SecretStoreClient secrets;

    public SigningKeyMaterializer(SecretStoreClient secrets) {
        this.secrets = secrets;
    }

    public Path materialize(Path workspace, String keyAlias) throws IOException {
        byte[] pem = secrets.fetchPrivateKeyPem(keyAlias);
        Path keyDir = workspace.resolve(".signing");
        Files.createDirectories(keyDir);
        Path keyFile = keyDir.resolve("release-key.pem");
        Files.write(keyFile, pem, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE);
        Set<PosixFilePermission> perms = PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(keyFile, perms);
        return keyFile;
    }

    public void cleanup(Path keyFile) throws IOException {
        Files.deleteIfExists(keyFile);
    }

    public interface SecretStoreClient {
        byte[] fetchPrivateKeyPem(String alias) throws IOException;
    }
}
