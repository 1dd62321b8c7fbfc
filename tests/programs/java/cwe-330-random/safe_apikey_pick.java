// Spreads outgoing calls across the provider keys from configuration.
import java.util.Random;
public class Keys {
  private final String[] keys = System.getenv("PROVIDER_KEYS").split(",");
  public String next() {
    Random rnd = new Random();
    String apiKey = keys[rnd.nextInt(keys.length)];
    return apiKey;
  }
}
