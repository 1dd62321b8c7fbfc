// Claims intake endpoint that fingerprints evidence photos for tamper detection.
package insure.bluecrest.evidence;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class EvidenceFingerprintController {

    private static final Path INTAKE = Path.of("/srv/claims/evidence");
    private static final String DIGEST_ALGORITHM = "SHA-256";

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance(DIGEST_ALGORITHM);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final Function<Path, String> FINGERPRINT = file -> {
        MessageDigest md = digest();
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buf = new byte[8192];
            for (int n; (n = in.read(buf)) > 0; ) {
                md.update(buf, 0, n);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return HexFormat.of().formatHex(md.digest());
    };

    @GetMapping("/claims/{claimId}/fingerprints")
    public Map<String, String> fingerprints(@PathVariable long claimId) throws IOException {
        try (Stream<Path> files = Files.list(INTAKE.resolve(Long.toString(claimId)))) {
            return files.filter(Files::isRegularFile)
                .sorted()
                .collect(Collectors.toMap(p -> p.getFileName().toString(), FINGERPRINT));
        }
    }
}
