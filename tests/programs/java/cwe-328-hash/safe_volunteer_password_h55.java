// Spring service that registers volunteer accounts for a food bank charity and stores their password hashes
package charity.volunteers;

import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;

record VolunteerSignup(String email, String displayName, char[] password) {}

final class PasswordPolicyException extends RuntimeException {
    PasswordPolicyException(String msg) { super(msg); }
}

interface PasswordHasher {
    String hash(char[] password, byte[] salt) throws GeneralSecurityException;
}

class DigestPasswordHasher implements PasswordHasher {
    private static final int ITERATIONS = 310_000;

    @Override
    public String hash(char[] password, byte[] salt) throws GeneralSecurityException {
        SecretKeyFactory skf = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
        byte[] digest = skf.generateSecret(new PBEKeySpec(password, salt, ITERATIONS, 256)).getEncoded();
        return Base64.getEncoder().encodeToString(salt) + "$" + Base64.getEncoder().encodeToString(digest);
    }
}

@Repository
class VolunteerRepository {
    private final JdbcTemplate jdbc;

    VolunteerRepository(JdbcTemplate jdbc) { this.jdbc = jdbc; }

    void insert(String email, String displayName, String passwordHash) {
        jdbc.update("INSERT INTO volunteers (email, display_name, password_hash) VALUES (?, ?, ?)",
                email, displayName, passwordHash);
    }
}

@Service
class VolunteerAccountService {
    private final VolunteerRepository repository;
    private final PasswordHasher hasher = new DigestPasswordHasher();
    private final SecureRandom random = new SecureRandom();

    VolunteerAccountService(VolunteerRepository repository) { this.repository = repository; }

    void register(VolunteerSignup signup) throws GeneralSecurityException {
        if (signup.password().length < 12) throw new PasswordPolicyException("password too short");
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        try {
            repository.insert(signup.email().toLowerCase(), signup.displayName(), hasher.hash(signup.password(), salt));
        } finally {
            java.util.Arrays.fill(signup.password(), '\0');
        }
    }
}
