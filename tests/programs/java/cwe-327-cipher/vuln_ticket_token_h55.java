// Service that encrypts stadium ticket details into the opaque token printed on match-day barcodes
package league.tickets;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

record TicketClaim(long ticketId, String fixtureCode, String stand, int seat) {
    String serialize() {
        return ticketId + "|" + fixtureCode + "|" + stand + "|" + seat;
    }

    static TicketClaim parse(String raw) {
        String[] p = raw.split("\\|");
        return new TicketClaim(Long.parseLong(p[0]), p[1], p[2], Integer.parseInt(p[3]));
    }
}

final class KeyLoader {
    private KeyLoader() {}

    static SecretKey fromEnvironment(String var, String algorithm) {
        byte[] raw = Base64.getDecoder().decode(System.getenv(var));
        return new SecretKeySpec(raw, algorithm);
    }
}

class TicketTokenService {
    private static final String TRANSFORMATION = "DES/ECB/PKCS5Padding";
    private final SecretKey key = KeyLoader.fromEnvironment("TICKET_TOKEN_KEY", "DES");

    String issue(TicketClaim claim) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key);
        byte[] sealed = cipher.doFinal(claim.serialize().getBytes(StandardCharsets.UTF_8));
        return Base64.getUrlEncoder().withoutPadding().encodeToString(sealed);
    }

    TicketClaim redeem(String token) throws GeneralSecurityException {
        byte[] sealed = Base64.getUrlDecoder().decode(token);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, key);
        return TicketClaim.parse(new String(cipher.doFinal(sealed), StandardCharsets.UTF_8));
    }
}
