// Command-line tool that generates the service's RSA signing key pair and writes it as PEM files.
package com.acme.keys;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.Base64;
import java.util.Set;

public final class SigningKeyExporter {

    private static final String PRIVATE_KEY_MODE = "rw-------";
    private static final String PUBLIC_KEY_MODE = "rw-r--r--";

    private SigningKeyExporter() {
    }

    static String pem(String type, byte[] der) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(der);
        return "-----BEGIN " + type + "-----\n" + body + "\n-----END " + type + "-----\n";
    }

    static void writeWithMode(Path file, String content, String mode) throws IOException {
        Set<PosixFilePermission> perms = PosixFilePermissions.fromString(mode);
        Files.deleteIfExists(file);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(perms));
        Files.writeString(file, content, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        Files.setPosixFilePermissions(file, perms);
    }

    public static void main(String[] args) throws Exception {
        Path dir = Paths.get(args.length > 0 ? args[0] : "/etc/acme/keys");
        Files.createDirectories(dir);
        KeyPairGenerator gen = KeyPairGenerator.getInstance("RSA");
        gen.initialize(3072);
        KeyPair pair = gen.generateKeyPair();
        writeWithMode(dir.resolve("signing.key"), pem("PRIVATE KEY", pair.getPrivate().getEncoded()), PRIVATE_KEY_MODE);
        writeWithMode(dir.resolve("signing.pub"), pem("PUBLIC KEY", pair.getPublic().getEncoded()), PUBLIC_KEY_MODE);
        System.out.println("wrote signing key pair to " + dir);
    }
}
