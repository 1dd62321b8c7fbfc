// A pottery kilnctl token program of the h61 set (cwe-732-permissions).
package com.claywheel.kilnctl;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

/** kilnctl: command-line helper studio members use to start and watch firings; "login" stores the controller token. */
interface CredentialStore {
    void save(String profile, String token) throws IOException;

    Optional<String> load(String profile) throws IOException;
}

final class FileCredentialStore implements CredentialStore {
    private static final String FILE_MODE = "rw-------";
    private final Path dir;

    FileCredentialStore(Path dir) {
        this.dir = dir;
    }

    @Override
    public void save(String profile, String token) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(profile + ".token");
        Files.deleteIfExists(file);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(FILE_MODE)));
        Files.writeString(file, token, StandardCharsets.UTF_8);
    }

    @Override
    public Optional<String> load(String profile) throws IOException {
        Path file = dir.resolve(profile + ".token");
        return Files.exists(file) ? Optional.of(Files.readString(file).trim()) : Optional.empty();
    }
}

final class ProfileRules {
    private static final Pattern PROFILE = Pattern.compile("^[a-z0-9-]{1,32}$");
    private static final Pattern TOKEN = Pattern.compile("^kc_[A-Za-z0-9]{40}$");

    static void checkProfile(String profile) {
        if (!PROFILE.matcher(profile).matches()) {
            throw new CommandLine.ParameterException(new CommandLine(new KilnCtl()), "profile names are lowercase letters, digits and dashes");
        }
    }

    static boolean looksLikeToken(String token) {
        return TOKEN.matcher(token).matches();
    }
}

@Command(name = "login", description = "Store the kiln controller token for a profile (token is read from stdin).")
class LoginCommand implements Callable<Integer> {
    @Parameters(index = "0", defaultValue = "default")
    String profile;

    @Override
    public Integer call() throws IOException {
        ProfileRules.checkProfile(profile);
        BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String token = Optional.ofNullable(stdin.readLine()).orElse("").trim();
        if (!ProfileRules.looksLikeToken(token)) {
            System.err.println("that does not look like a kiln controller token");
            return 1;
        }
        KilnCtl.store().save(profile, token);
        System.out.println("token saved for profile " + profile);
        return 0;
    }
}

@Command(name = "kilnctl", mixinStandardHelpOptions = true, subcommands = {LoginCommand.class})
class KilnCtl implements Callable<Integer> {
    static CredentialStore store() {
        return new FileCredentialStore(Path.of(System.getProperty("user.home"), ".kilnctl"));
    }

    @Override
    public Integer call() {
        CommandLine.usage(this, System.out);
        return 0;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new KilnCtl()).execute(args));
    }
}
