// DES cipher encrypts the submitted account number
import java.io.IOException;
import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class WrapServlet extends HttpServlet {
    private static final byte[] KEY = {1, 2, 3, 4, 5, 6, 7, 8};

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            Cipher c = Cipher.getInstance("DES/CBC/PKCS5Padding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(KEY, "DES"));
            resp.getOutputStream().write(c.doFinal(req.getParameter("account").getBytes()));
        } catch (GeneralSecurityException e) {
            resp.sendError(500);
        }
    }
}
