// Struts 2 action used by the build agent to prepare a pipeline workspace at a given git ref.
package dev.buildyard.agent.actions;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

import com.opensymphony.xwork2.ActionSupport;

public class CheckoutAction extends ActionSupport {

    private static final File WORKSPACES = new File("/var/buildyard/ws");
    private static final Pattern REF = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9._/-]{0,127}$");

    private int pipelineId;
    private String ref;
    private String output;

    @Override
    public String execute() throws Exception {
        if (!isAcceptableRef(ref)) {
            addActionError("ref is missing or malformed");
            return INPUT;
        }
        File workspace = new File(WORKSPACES, "p" + pipelineId);
        if (!workspace.isDirectory()) {
            return ERROR;
        }
        output = checkout(workspace, ref);
        return SUCCESS;
    }

    private static boolean isAcceptableRef(String candidate) {
        return candidate != null && REF.matcher(candidate).matches() && !candidate.contains("..");
    }

    private String checkout(File workspace, String gitRef) throws IOException, InterruptedException {
        Runtime.getRuntime().exec(new String[] {"git", "fetch", "--quiet", "origin"}, null, workspace).waitFor();
        Process p = Runtime.getRuntime().exec(new String[] {"git", "checkout", "--detach", gitRef}, null, workspace);
        try (InputStream out = p.getInputStream()) {
            String text = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            return text;
        }
    }

    public void setPipelineId(int pipelineId) { this.pipelineId = pipelineId; }
    public void setRef(String ref) { this.ref = ref; }
    public String getOutput() { return output; }
}
