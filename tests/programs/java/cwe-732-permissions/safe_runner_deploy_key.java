// CI runner step that materialises a job's SSH deploy key into the workspace before git operations
package dev.forgeci.runner.steps;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Set;

public final class DeployKeyStep {

    private static final Map<String, String> MODES = Map.of(
            "dir", "rwxr-xr-x",
            "key", "rw-------",
            "known_hosts", "rw-r--r--");

    private final Path workspace;

    public DeployKeyStep(Path workspace) {
        this.workspace = workspace;
    }

    public Path install(String jobId, String privateKeyPem, String knownHosts) throws IOException {
        Path sshDir = workspace.resolve(".ssh-" + jobId);
        Files.createDirectories(sshDir, PosixFilePermissions.asFileAttribute(mode("dir")));

        Path keyFile = sshDir.resolve("id_deploy");
        Files.createFile(keyFile, PosixFilePermissions.asFileAttribute(mode("key")));
        Files.writeString(keyFile, privateKeyPem, StandardCharsets.US_ASCII,
                StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);

        Path hosts = sshDir.resolve("known_hosts");
        Files.writeString(hosts, knownHosts, StandardCharsets.US_ASCII);
        Files.setPosixFilePermissions(hosts, mode("known_hosts"));
        return keyFile;
    }

    public String gitSshCommand(Path keyFile) {
        Path hosts = keyFile.resolveSibling("known_hosts");
        return "ssh -i " + keyFile + " -o IdentitiesOnly=yes -o UserKnownHostsFile=" + hosts;
    }

    private static Set<PosixFilePermission> mode(String kind) {
        return PosixFilePermissions.fromString(MODES.get(kind));
    }
}
