// Exports the node's SSH host public key so operators can pin it.
package main

import (
	"os"

	"golang.org/x/crypto/ssh"
)

func exportHostPublicKey(path string, pub ssh.PublicKey) error {
	return os.WriteFile(path, ssh.MarshalAuthorizedKey(pub), 0o644)
}
