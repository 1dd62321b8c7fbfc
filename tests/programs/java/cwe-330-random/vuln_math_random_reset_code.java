// password reset code from Math.random
import java.util.HashMap;
import java.util.Map;

class ResetCodes {
    private final Map<String, String> pending = new HashMap<>();

    String issue(String email) {
        String code = String.format("%06d", (int) (Math.random() * 1_000_000));
        pending.put(email, code);
        return code;
    }
}
