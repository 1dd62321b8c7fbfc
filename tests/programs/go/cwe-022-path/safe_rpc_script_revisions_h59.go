// Unseen set h59: rpc script revisions
package main

import (
	"crypto/tls"
	"errors"
	"fmt"
	"log"
	"net/rpc"
	"net/rpc/jsonrpc"
	"os"
	"path/filepath"
	"time"
)

// UploadRevisionArgs is sent by the stage-management desktop client when a
// new revision of a prompt script is saved.
type UploadRevisionArgs struct {
	Production string
	FileName   string
	Content    []byte
}

type UploadRevisionReply struct {
	StoredAs string
	Size     int
}

type RevisionStore interface {
	Save(production, fileName string, content []byte) (string, error)
}

type diskRevisionStore struct {
	root string
}

func (d *diskRevisionStore) Save(production, fileName string, content []byte) (string, error) {
	target := filepath.Join(d.root, production, fileName)
	rel, err := filepath.Rel(d.root, target)
	if err != nil || !filepath.IsLocal(rel) {
		return "", errors.New("revision path is outside the script library")
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return "", err
	}
	return target, os.WriteFile(target, content, 0o600)
}

// ScriptService is exposed over JSON-RPC as "ScriptService".
type ScriptService struct {
	store   RevisionStore
	maxSize int
}

func (s *ScriptService) UploadRevision(args *UploadRevisionArgs, reply *UploadRevisionReply) error {
	if args.Production == "" || args.FileName == "" {
		return errors.New("production and file name are required")
	}
	if len(args.Content) == 0 || len(args.Content) > s.maxSize {
		return errors.New("revision size out of range")
	}
	stamped := fmt.Sprintf("%s-%s", time.Now().UTC().Format("20060102T150405"), args.FileName)
	path, err := s.store.Save(args.Production, stamped, args.Content)
	if err != nil {
		return fmt.Errorf("store revision: %w", err)
	}
	reply.StoredAs = filepath.Base(path)
	reply.Size = len(args.Content)
	return nil
}

func main() {
	cert, err := tls.LoadX509KeyPair(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"))
	if err != nil {
		log.Fatal(err)
	}
	ln, err := tls.Listen("tcp", ":7443", &tls.Config{
		Certificates: []tls.Certificate{cert},
		MinVersion:   tls.VersionTLS12,
	})
	if err != nil {
		log.Fatal(err)
	}
	server := rpc.NewServer()
	svc := &ScriptService{store: &diskRevisionStore{root: os.Getenv("SCRIPT_LIBRARY")}, maxSize: 20 << 20}
	if err := server.RegisterName("ScriptService", svc); err != nil {
		log.Fatal(err)
	}
	for {
		conn, err := ln.Accept()
		if err != nil {
			log.Printf("accept: %v", err)
			continue
		}
		go server.ServeCodec(jsonrpc.NewServerCodec(conn))
	}
}
