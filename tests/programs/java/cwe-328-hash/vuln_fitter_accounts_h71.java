// A fitter accounts program of the h71 set (cwe-328-hash).
package com.featherandfelt.atelier.admin;

import java.io.Console;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "add-fitter", mixinStandardHelpOptions = true,
        description = "Creates a tablet sign-in for a fitting-room staff member.")
class AddFitterCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", description = "Login name, e.g. mhartley")
    String login;

    @Option(names = "--display-name", required = true)
    String displayName;

    @Option(names = "--db", defaultValue = "${env:ATELIER_DB_URL}", description = "JDBC URL of the atelier database")
    String dbUrl;

    @Override
    public Integer call() throws SQLException {
        if (!login.matches("[a-z][a-z0-9]{2,19}")) {
            throw new ParameterException(spec.commandLine(), "login must be 3-20 lowercase letters/digits");
        }
        char[] password = readPassword()
                .orElseThrow(() -> new ParameterException(spec.commandLine(), "password not entered, or the two entries differ"));
        try {
            requireStrong(password);
            String stored = hash(password);
            try (Connection db = DriverManager.getConnection(dbUrl);
                 PreparedStatement insert = db.prepareStatement(
                         "INSERT INTO fitter_login (login, display_name, password_hash) VALUES (?, ?, ?)")) {
                insert.setString(1, login);
                insert.setString(2, displayName);
                insert.setString(3, stored);
                insert.executeUpdate();
            }
            spec.commandLine().getOut().printf("created sign-in for %s (%s)%n", displayName, login);
            return 0;
        } catch (GeneralSecurityException e) {
            spec.commandLine().getErr().println("could not hash password: " + e.getMessage());
            return 1;
        } finally {
            java.util.Arrays.fill(password, '\0');
        }
    }

    private Optional<char[]> readPassword() {
        Console console = System.console();
        if (console == null) {
            return Optional.empty();
        }
        char[] first = console.readPassword("Password for %s: ", login);
        char[] second = console.readPassword("Repeat password: ");
        return java.util.Arrays.equals(first, second) ? Optional.of(first) : Optional.empty();
    }

    private void requireStrong(char[] password) {
        if (password.length < 10) {
            throw new ParameterException(spec.commandLine(), "passwords need at least 10 characters");
        }
        if (new String(password).equalsIgnoreCase(login)) {
            throw new ParameterException(spec.commandLine(), "password must differ from the login");
        }
    }

    static String hash(char[] password) throws GeneralSecurityException {
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        byte[] digest = sha1.digest(new String(password).getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(digest);
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new AddFitterCommand()).execute(args));
    }
}
