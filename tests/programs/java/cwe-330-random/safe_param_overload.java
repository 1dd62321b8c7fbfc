// Issues a password-reset code and records retry attempts.
import java.util.Random;
import java.security.SecureRandom;
public class ResetService {
  private final Random rnd = new Random();
  private final SecureRandom srnd = new SecureRandom();
  void save(String email, String token) { db.put(email, token); }
  void save(int slot) { log.info("retry slot " + slot); }
  public void issue(String email) {
    save(email, String.valueOf(srnd.nextInt(1000000)));
    save(rnd.nextInt(8));
  }
}
