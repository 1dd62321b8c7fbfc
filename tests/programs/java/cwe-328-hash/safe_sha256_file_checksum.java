// SHA-256 checksum of a downloaded artifact, compared with the published value
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

class ArtifactCheck {
    boolean matches(Path artifact, String published) throws IOException, NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        String actual = HexFormat.of().formatHex(md.digest(Files.readAllBytes(artifact)));
        return MessageDigest.isEqual(actual.getBytes(), published.toLowerCase().getBytes());
    }
}
