// Issues a password-reset code and stores it for the account.
import java.util.Random;
public class ResetService {
  private final Random rnd = new Random();
  void save(String email, String token) { db.put(email, token); }
  void audit(int attempt) { log.info("attempt " + attempt); }
  public void issue(String email) {
    save(email, String.valueOf(rnd.nextInt(1000000)));
  }
}
