// Generates a one-time invite code for a new team member.
import java.util.Random;
public class Invites {
  private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
  private final Random rnd = new Random();
  void send(String email, String token) { mailer.send(email, "Your code: " + token); }
  public void invite(String email) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 8; i++) {
      sb.append(ALPHABET[rnd.nextInt(ALPHABET.length)]);
    }
    send(email, sb.toString());
  }
}
