// A chanter manual page program of the h66 set (cwe-022-path).
package scot.glenpipes.site.pages;

import java.io.File;
import java.io.IOException;

import org.apache.commons.io.FileUtils;
import org.apache.wicket.PageParameters;
import org.apache.wicket.markup.html.WebPage;
import org.apache.wicket.markup.html.basic.Label;
import org.apache.wicket.markup.html.basic.MultiLineLabel;

/**
 * Shows the maintenance notes for a chanter or drone set, mounted at
 * /manual?model=GP-Highland-3&edition=2009. Manuals are plain text files
 * kept per model directory, one file per edition.
 */
class ChanterManualPage extends WebPage {

    private static final String MANUAL_ROOT =
            System.getProperty("glenpipes.manuals", "/srv/glenpipes/manuals");

    public ChanterManualPage(PageParameters params) {
        super(params);
        String model = params.getString("model");
        String edition = params.getString("edition", "current");

        String text;
        if (!isPlainName(model)) {
            text = getString("manual.unknown");
        } else {
            File manual = new File(MANUAL_ROOT, model + File.separator + edition + ".txt");
            text = readManual(manual);
        }

        add(new Label("modelName", model == null ? "" : model));
        add(new Label("edition", edition));
        add(new MultiLineLabel("manualText", text));
    }

    private String readManual(File manual) {
        if (!manual.isFile()) {
            return getString("manual.unknown");
        }
        try {
            return FileUtils.readFileToString(manual, "UTF-8");
        } catch (IOException e) {
            return getString("manual.unavailable");
        }
    }

    /** Model and edition names: letters, digits, hyphen and underscore only. */
    private static boolean isPlainName(String s) {
        if (s == null || s.length() == 0 || s.length() > 40) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9') || c == '-' || c == '_';
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
