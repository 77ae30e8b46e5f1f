# OpenTofu 1.7 and later: the state and plan files are encrypted before they are written.
terraform {
  encryption {
    key_provider "pbkdf2" "passphrase" {
      passphrase = var.state_passphrase
    }

    method "aes_gcm" "passphrase" {
      keys = key_provider.pbkdf2.passphrase
    }

    state {
      method = method.aes_gcm.passphrase
    }

    plan {
      method = method.aes_gcm.passphrase
    }
  }
}

# At least 16 characters; keep it where the state is not (TF_VAR_state_passphrase, say).
variable "state_passphrase" {
  type      = string
  sensitive = true
}
