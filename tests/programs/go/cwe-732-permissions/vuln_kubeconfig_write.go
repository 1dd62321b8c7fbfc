// Writes the cluster admin kubeconfig produced during bootstrap.
package main

import (
	"os"
	"path/filepath"
)

func writeAdminKubeconfig(outDir string, kubeconfig []byte) error {
	return os.WriteFile(filepath.Join(outDir, "admin.kubeconfig"), kubeconfig, 0o644)
}
