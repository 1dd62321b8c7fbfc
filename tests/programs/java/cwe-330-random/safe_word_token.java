// Generates placeholder filler text for layout previews.
import java.util.Random;
public class Filler {
  private static final String[] WORDS = {"lorem", "ipsum", "dolor", "sit", "amet"};
  private final Random rnd = new Random();
  private final StringBuilder out = new StringBuilder();
  void emit(String token) { out.append(token).append(' '); }
  public String sentence(int n) {
    for (int i = 0; i < n; i++) {
      emit(WORDS[rnd.nextInt(WORDS.length)]);
    }
    return out.toString();
  }
}
