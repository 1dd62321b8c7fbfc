// Service that encrypts stadium ticket details into the opaque token printed on match-day barcodes
package league.tickets;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
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
    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private static final int IV_BYTES = 12;
    private final SecretKey key = KeyLoader.fromEnvironment("TICKET_TOKEN_KEY", "AES");
    private final SecureRandom random = new SecureRandom();

    String issue(TicketClaim claim) throws GeneralSecurityException {
        byte[] iv = new byte[IV_BYTES];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] sealed = cipher.doFinal(claim.serialize().getBytes(StandardCharsets.UTF_8));
        byte[] out = ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(out);
    }

    TicketClaim redeem(String token) throws GeneralSecurityException {
        ByteBuffer buf = ByteBuffer.wrap(Base64.getUrlDecoder().decode(token));
        byte[] iv = new byte[IV_BYTES];
        buf.get(iv);
        byte[] sealed = new byte[buf.remaining()];
        buf.get(sealed);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv));
        return TicketClaim.parse(new String(cipher.doFinal(sealed), StandardCharsets.UTF_8));
    }
}
