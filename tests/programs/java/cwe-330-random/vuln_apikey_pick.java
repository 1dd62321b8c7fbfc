// Creates an API key for a newly registered client application.
import java.util.Random;
public class Keys {
  private static final String CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";
  public String create() {
    Random rnd = new Random();
    String apiKey = "";
    for (int i = 0; i < 32; i++) {
      apiKey += CHARS.charAt(rnd.nextInt(CHARS.length()));
    }
    return apiKey;
  }
}
