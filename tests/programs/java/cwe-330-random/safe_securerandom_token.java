// API token from SecureRandom bytes
import java.security.SecureRandom;
import java.util.Base64;

class TokenIssuer {
    private static final SecureRandom RNG = new SecureRandom();

    String newToken() {
        byte[] b = new byte[32];
        RNG.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
