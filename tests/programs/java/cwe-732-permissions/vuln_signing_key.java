// Startup component that generates the service's RSA token-signing key and persists it to disk
package com.acme.identity.keys;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.Base64;

import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

@Component
class SigningKeyBootstrap implements ApplicationRunner {

    record KeyFileSettings(Path directory, String fileName, String permissions) {}

    private static final KeyFileSettings SETTINGS = new KeyFileSettings(
            Paths.get("/var/lib/identity/keys"), "token-signing.pem", "rw-r--r--");

    @Override
    public void run(ApplicationArguments args) throws IOException, GeneralSecurityException {
        Path keyFile = SETTINGS.directory().resolve(SETTINGS.fileName());
        if (Files.exists(keyFile)) {
            return;
        }
        Files.createDirectories(SETTINGS.directory());
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(3072);
        KeyPair pair = generator.generateKeyPair();

        Files.writeString(keyFile, toPem(pair.getPrivate().getEncoded()), StandardCharsets.US_ASCII);
        Files.setPosixFilePermissions(keyFile, PosixFilePermissions.fromString(SETTINGS.permissions()));
    }

    private static String toPem(byte[] pkcs8) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(pkcs8);
        return "-----BEGIN PRIVATE KEY-----\n" + body + "\n-----END PRIVATE KEY-----\n";
    }
}
