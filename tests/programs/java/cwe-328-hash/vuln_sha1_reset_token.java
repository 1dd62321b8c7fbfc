// password reset token derived with SHA-1 from the email parameter and the clock
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class ForgotServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            String seed = req.getParameter("email") + ":" + System.currentTimeMillis();
            MessageDigest sha = MessageDigest.getInstance("SHA-1");
            String token = HexFormat.of().formatHex(sha.digest(seed.getBytes(StandardCharsets.UTF_8)));
            resp.getWriter().println("/reset?token=" + token);
        } catch (NoSuchAlgorithmException e) {
            resp.sendError(500);
        }
    }
}
