// Account service for a charity's volunteer portal that registers volunteers and checks their passwords
package org.charity.volunteers;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

record VolunteerAccount(String email, String salt, String passwordHash) {}

interface PasswordHasher {
    String hash(char[] password, String salt) throws GeneralSecurityException;
}

class DigestPasswordHasher implements PasswordHasher {
    @Override
    public String hash(char[] password, String salt) throws GeneralSecurityException {
        SecretKeyFactory skf = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
        PBEKeySpec spec = new PBEKeySpec(password, salt.getBytes(StandardCharsets.UTF_8), 310_000, 256);
        byte[] digest = skf.generateSecret(spec).getEncoded();
        return HexFormat.of().formatHex(digest);
    }
}

public class VolunteerAccountService {
    private final Map<String, VolunteerAccount> accounts = new ConcurrentHashMap<>();
    private final PasswordHasher hasher;
    private final SecureRandom random = new SecureRandom();

    public VolunteerAccountService(PasswordHasher hasher) {
        this.hasher = hasher;
    }

    public VolunteerAccount register(String email, char[] password) throws GeneralSecurityException {
        byte[] saltBytes = new byte[16];
        random.nextBytes(saltBytes);
        String salt = HexFormat.of().formatHex(saltBytes);
        VolunteerAccount account = new VolunteerAccount(email.toLowerCase(), salt, hasher.hash(password, salt));
        accounts.put(account.email(), account);
        return account;
    }

    public boolean login(String email, char[] password) throws GeneralSecurityException {
        Optional<VolunteerAccount> found = Optional.ofNullable(accounts.get(email.toLowerCase()));
        if (found.isEmpty()) {
            return false;
        }
        String computed = hasher.hash(password, found.get().salt());
        return MessageDigest.isEqual(computed.getBytes(StandardCharsets.UTF_8),
                found.get().passwordHash().getBytes(StandardCharsets.UTF_8));
    }

    public static void main(String[] args) throws GeneralSecurityException {
        VolunteerAccountService svc = new VolunteerAccountService(new DigestPasswordHasher());
        svc.register(args[0], args[1].toCharArray());
        System.out.println("registered " + args[0]);
    }
}
